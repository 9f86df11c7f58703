import type { ServerContext } from '../../context.js';
import { cachedStatement } from '../../db/statements.js';

/**
 * Site configuration as MeEdu keeps it: string rows in a table (so number-like values reach the
 * client as strings, contract quirk 7), with built-in defaults for rows never written.
 */
export const SETTINGS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL
   )`,
];

export const ALL_ADDONS = [
  'Zhibo',
  'MeeduBooks',
  'MeeduTopics',
  'Paper',
  'Wenda',
  'MultiLevelShare',
  'CodeExchanger',
  'Snapshot',
  'DaySignIn',
  'TuanGou',
  'MiaoSha',
  'Cert',
  'Credit1Mall',
  'LearnPaths',
  'templateOne',
];

const HAND_PAY_TEXT =
  '<p>请通过银行转账完成支付：</p><p>开户名：某某网络科技有限公司<br>开户行：招商银行上海分行营业部<br>账号：6214 8888 0000 1234</p><p>转账时请在备注中填写订单号，客服核对到账后会在一个工作日内为您开通。</p>';

export const SETTING_DEFAULTS: Record<string, string> = {
  webname: 'MeEdu 在线学习',
  logo: '/images/site/logo.svg',
  white_logo: '/images/site/logo-white.svg',
  // Site paths follow the public address at answer time (config gives them absolute); an explicit
  // absolute value, or '' (no H5 site: no mobile hand-off), is answered as set.
  url: '/',
  pc_url: '/',
  // The stand-in page of the MeEdu H5 app this server serves (h5-standin.ts).
  h5_url: '/h5',
  // Shown under a course's description from 4.9.25 (config course_purchase_notice, HTML).
  course_purchase_notice: '<p>课程为虚拟内容，购买后立即开通、长期有效；如遇播放问题请联系客服。</p>',
  icp: '沪ICP备20001234号-1',
  icp_link: 'https://beian.miit.gov.cn/',
  icp2: '沪公网安备 31011502001234号',
  icp2_link: 'https://www.beian.gov.cn/portal/registerSystemInfo?recordcode=31011502001234',
  'player.cover': '',
  'player.enabled_bullet_secret': '0',
  'player.bullet_secret.size': '14',
  'player.bullet_secret.color': 'red',
  'player.bullet_secret.opacity': '1',
  'player.bullet_secret.text': '${mobile}',
  'member.enabled_mobile_bind_alert': '0',
  'member.enabled_face_verify': '0',
  'socialites.qq': '1',
  'socialites.wechat_scan': '1',
  'socialites.wechat_oauth': '0',
  'credit1_reward.register': '100',
  'credit1_reward.watched_vod_course': '50',
  'credit1_reward.watched_video': '10',
  'credit1_reward.paid_order': '0.1',
  enabled_addons: ALL_ADDONS.join(','),
  // Empty: the field is left out of the config answer, as on a server without the addon that adds it.
  disable_vip: '',
  'payment.alipay.enabled': '1',
  'payment.wechat.enabled': '1',
  'payment.handPay.enabled': '1',
  'payment.handPay.text': HAND_PAY_TEXT,
  // Learning photos (Snapshot addon config): 1 = photos while that kind plays; every cycle_time
  // seconds of playback one photo with a rate % chance, at most max_times per member and resource;
  // camera_required 1 keeps playback blocked without a camera.
  'snapshot.status.vod': '1',
  'snapshot.status.live': '1',
  'snapshot.cycle_time': '60',
  'snapshot.rate': '50',
  'snapshot.max_times': '5',
  'snapshot.camera_required': '0',
};

export function getSetting(ctx: ServerContext, key: string): string {
  const row = cachedStatement(ctx.db, 'SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value ?? SETTING_DEFAULTS[key] ?? '';
}

/**
 * Every setting in one query, for answers that read dozens of them (the site config): a reader
 * with getSetting's fallbacks over a single snapshot of the table.
 */
export function settingsSnapshot(ctx: ServerContext): (key: string) => string {
  const rows = cachedStatement(ctx.db, 'SELECT key, value FROM settings').all() as { key: string; value: string }[];
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return (key) => stored.get(key) ?? SETTING_DEFAULTS[key] ?? '';
}

/** The (int) cast of PHP: leading digits or 0. */
export function phpInt(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

export function setSetting(ctx: ServerContext, key: string, value: string | null): void {
  if (value === null) ctx.db.prepare('DELETE FROM settings WHERE key = ?').run(key);
  else
    ctx.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
}

/** A setting read as an int the way PHP's (int) cast does: leading digits or 0. */
export function intSetting(ctx: ServerContext, key: string): number {
  return phpInt(getSetting(ctx, key));
}
