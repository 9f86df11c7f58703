import type { ServerContext } from '../../context.js';
import { getSetting, intSetting } from '../site/settings.js';
import { addCredit1 } from './store.js';

/**
 * The points MeEdu gives for what config's `credit1_reward` announces (GET /api/v2/other/config):
 * each credited with its record in 积分明细, nothing when the setting is 0. Called where the
 * thing happens, inside that place's transaction.
 */

/** A new member (registration, the first SMS login, a social login): `credit1_reward.register`. */
export function rewardRegistration(ctx: ServerContext, userId: number): void {
  const reward = intSetting(ctx, 'credit1_reward.register');
  if (reward > 0) addCredit1(ctx, userId, reward, `注册送${reward}积分`);
}

/** A video watched to the end for the first time: `credit1_reward.watched_video`. */
export function rewardWatchedVideo(ctx: ServerContext, userId: number, title: string): void {
  const reward = intSetting(ctx, 'credit1_reward.watched_video');
  if (reward > 0) addCredit1(ctx, userId, reward, `看完视频《${title}》奖励`);
}

/** Every video of a course watched: `credit1_reward.watched_vod_course`. */
export function rewardWatchedCourse(ctx: ServerContext, userId: number, title: string): void {
  const reward = intSetting(ctx, 'credit1_reward.watched_vod_course');
  if (reward > 0) addCredit1(ctx, userId, reward, `学完课程《${title}》奖励`);
}

/** A paid order: `credit1_reward.paid_order` is a ratio of what was paid, rounded down. */
export function rewardPaidOrder(ctx: ServerContext, userId: number, orderNo: string, paid: number): void {
  const ratio = Number.parseFloat(getSetting(ctx, 'credit1_reward.paid_order'));
  const reward = Number.isFinite(ratio) && ratio > 0 ? Math.floor(paid * ratio) : 0;
  if (reward > 0) addCredit1(ctx, userId, reward, `支付订单${orderNo}奖励`);
}
