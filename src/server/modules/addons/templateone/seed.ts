import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

export function seedTemplateOne(ctx: ServerContext): void {
  const now = ctx.options.now();
  const like = ctx.db.prepare(
    'INSERT INTO template_one_likes (user_id, type, other_id, created_at) VALUES (?, ?, ?, ?)',
  );
  like.run(DEMO_USER_ID, 'live', 2, now - 4 * DAY);
  like.run(DEMO_USER_ID, 'book', 2, now - 2 * DAY);
  const history = ctx.db.prepare(
    'INSERT INTO template_one_history (user_id, type, other_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  history.run(DEMO_USER_ID, 'live', 1, 'Go 语言高并发实战直播营', now - 3 * DAY, now - DAY);
  history.run(DEMO_USER_ID, 'book', 1, '深入浅出 TypeScript', now - 2 * DAY, now - 2 * DAY);
}
