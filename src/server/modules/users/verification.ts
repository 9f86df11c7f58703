import { randomBytes, randomInt } from 'node:crypto';
import type { ServerContext } from '../../context.js';
import { cacheForget, cacheGet, cachePull, cachePut } from '../../db/cache.js';
import { ServiceError } from '../../http/envelope.js';
import { randomCaptchaText, renderCaptcha } from './captcha/render.js';

/** config/captcha.php `expire` and the SMS code cache TTL (contract section 1). */
export const CAPTCHA_TTL_SECONDS = 300;
export const SMS_CODE_TTL_SECONDS = 300;
/** c::mcs:{mobile} lives 600 s; more than 10 failures wipe the code. */
export const SMS_FAILURE_TTL_SECONDS = 600;
export const SMS_MAX_FAILURES = 10;

export const SMS_SCENES = ['register', 'login', 'password_reset', 'mobile_bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const captchaKey = (key: string) => `captcha:${key}`;
const smsKey = (mobile: string) => `c::m:${mobile}`;
const smsFailKey = (mobile: string) => `c::mcs:${mobile}`;

export function createImageCaptcha(ctx: ServerContext): { sensitive: false; key: string; img: string } {
  const text = randomCaptchaText();
  const key = randomBytes(24).toString('base64url');
  cachePut(ctx, captchaKey(key), { text: text.toLowerCase(), shown: text }, CAPTCHA_TTL_SECONDS);
  return { sensitive: false, key, img: `data:image/png;base64,${renderCaptcha(text).toString('base64')}` };
}

/** The text as drawn, without consuming the captcha (development endpoint only). */
export function peekImageCaptcha(ctx: ServerContext, key: string): string | undefined {
  return cacheGet<{ shown: string }>(ctx, captchaKey(key))?.shown;
}

/** mews/captcha check_api(): pulls the entry, so a captcha is spent even by a wrong answer. */
export function checkImageCaptcha(ctx: ServerContext, key: string, answer: string): boolean {
  if (!key) return false;
  const entry = cachePull<{ text: string }>(ctx, captchaKey(key));
  return !!entry && !!answer && entry.text === answer.trim().toLowerCase();
}

/**
 * Creates and "sends" a 6-digit code. There is no SMS provider: outside production the message
 * goes to an outbox table read by GET /__dev/sms/latest; in production it is written to the log.
 */
export function sendSmsCode(ctx: ServerContext, mobile: string, scene: SmsScene): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.options.now();
  if (ctx.options.production) {
    console.log(`[sms] no SMS provider configured; code for ${mobile} (${scene}): ${code}`);
  } else {
    ctx.db
      .prepare('INSERT INTO sms_outbox (mobile, code, scene, sent_at) VALUES (?, ?, ?, ?)')
      .run(mobile, code, scene, now);
  }
  cachePut(ctx, smsKey(mobile), code, SMS_CODE_TTL_SECONDS);
}

/**
 * mobile_code_check(): a correct code is deleted (single use); each failure is counted for
 * 600 s and once there have been more than 10 the code is wiped.
 */
export function checkSmsCode(ctx: ServerContext, mobile: string, code: string): boolean {
  if (!mobile || !code) return false;
  const cached = cacheGet<string>(ctx, smsKey(mobile));
  if (cached && cached === code) {
    cacheForget(ctx, smsKey(mobile));
    return true;
  }
  const failures = (cacheGet<number>(ctx, smsFailKey(mobile)) ?? 0) + 1;
  if (failures > SMS_MAX_FAILURES) {
    cacheForget(ctx, smsKey(mobile));
    cacheForget(ctx, smsFailKey(mobile));
  } else {
    cachePut(ctx, smsFailKey(mobile), failures, SMS_FAILURE_TTL_SECONDS);
  }
  return false;
}

/** BaseController::mobileCodeCheck(): the request's mobile and mobile_code, or 短信验证码错误. */
export function requireSmsCode(ctx: ServerContext, mobile: string, code: string): void {
  if (!checkSmsCode(ctx, mobile, code)) throw new ServiceError('短信验证码错误');
}

export interface OutboxMessage {
  mobile: string;
  mobile_code: string;
  scene: string;
  sent_at: number;
}

export function latestSms(ctx: ServerContext, mobile: string): OutboxMessage | undefined {
  return ctx.db
    .prepare(
      'SELECT mobile, code AS mobile_code, scene, sent_at FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1',
    )
    .get(mobile) as OutboxMessage | undefined;
}
