import type { ServerModule } from '../module.js';
import { USERS_SCHEMA } from './schema.js';
import { AGREEMENTS_SCHEMA } from './agreements.js';
import { seedUsers } from './seed.js';
import { roleRoutes } from './routes-roles.js';
import { authRoutes } from './routes-auth.js';
import { memberRoutes } from './routes-member.js';
import { v3Routes } from './routes-v3.js';
import { runDueDeletions } from './accounts.js';

export { randomString } from './accounts.js';

export {
  DEMO_USER_ID,
  addCredit1,
  findUserByMobile,
  getRole,
  getUser,
  grantRole,
  hasRealMobile,
  memberDetail,
  notifyUser,
  publicUsers,
  resolveAvatar,
  roleView,
  userHasActiveVip,
  type PublicUser,
  type RoleRow,
  type UserRow,
} from './store.js';
export { DEMO_MOBILE, DEMO_PASSWORD } from './seed.js';
export { rewardPaidOrder, rewardWatchedCourse, rewardWatchedVideo } from './credit1-rewards.js';
export { checkImageCaptcha } from './verification.js';

/** Members, VIP roles, notifications, credit1, captchas, SMS codes and every sign-in flow. */
export const usersModule: ServerModule = {
  name: 'users',
  schema: [...USERS_SCHEMA, ...AGREEMENTS_SCHEMA],
  seed: seedUsers,
  routes(app, ctx) {
    authRoutes(app, ctx);
    memberRoutes(app, ctx);
    v3Routes(app, ctx);
    roleRoutes(app, ctx);
  },
  maintain(ctx) {
    runDueDeletions(ctx);
    // The development outbox only needs recent messages.
    ctx.db.prepare('DELETE FROM sms_outbox WHERE sent_at < ?').run(ctx.options.now() - 86_400_000);
  },
};
