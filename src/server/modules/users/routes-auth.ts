import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { blacklistToken, requireAuth, verifyToken, type AppEnv } from '../../http/auth.js';
import { clientIp } from '../../http/client-ip.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { mobileRules, readInput, validate } from '../../http/input.js';
import { createUser, runDueDeletions, setPassword, tokenLogin } from './accounts.js';
import { verifyPassword } from './password.js';
import { findUserByMobile, type UserRow } from './store.js';
import {
  checkImageCaptcha,
  createImageCaptcha,
  requireSmsCode,
  sendSmsCode,
  SMS_SCENES,
  type SmsScene,
} from './verification.js';

function assertNotLocked(user: UserRow): void {
  if (user.is_lock === 1) throw new ServiceError('账号已被锁定');
}

/** Contract sections 2 (v2 auth) and 3 (captchas). */
export function authRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/api/v2/captcha/image', (c) => ok(c, createImageCaptcha(ctx)));

  app.post('/api/v2/captcha/sms', async (c) => {
    const input = await readInput(c);
    const v = validate(input, {
      mobile: mobileRules(),
      image_captcha: [{ required: '请输入图形验证码' }],
      image_key: [{ required: '参数错误' }],
      scene: [{ required: '参数错误' }, { in: SMS_SCENES, message: '参数错误' }],
    });
    if (!checkImageCaptcha(ctx, v.image_key, v.image_captcha)) throw new ServiceError('图形验证码错误');
    sendSmsCode(ctx, v.mobile, v.scene as SmsScene);
    return ok(c);
  });

  app.post('/api/v2/login/password', async (c) => {
    const v = validate(await readInput(c), {
      mobile: [{ required: '请输入手机号' }],
      password: [{ required: '请输入密码' }],
    });
    runDueDeletions(ctx);
    const user = findUserByMobile(ctx, v.mobile);
    if (!user || !verifyPassword(v.password, user.password)) throw new ServiceError('手机号或密码错误');
    assertNotLocked(user);
    return ok(c, { token: await tokenLogin(ctx, c, user.id) });
  });

  app.post('/api/v2/login/mobile', async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '短信验证码错误' }],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    runDueDeletions(ctx);
    const user = findUserByMobile(ctx, v.mobile) ?? createUser(ctx, { mobile: v.mobile, ip: clientIp(c) });
    assertNotLocked(user);
    return ok(c, { token: await tokenLogin(ctx, c, user.id) });
  });

  app.post('/api/v2/register/sms', async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
      password: [
        { required: '请输入密码' },
        { min: 6, message: '密码长度不能少于6个字符' },
        { max: 16, message: '密码长度不能多于16个字符' },
      ],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    if (findUserByMobile(ctx, v.mobile)) throw new ServiceError('手机号已存在');
    createUser(ctx, { mobile: v.mobile, password: v.password, ip: clientIp(c) });
    return ok(c);
  });

  app.post('/api/v2/logout', requireAuth(ctx), async (c) => {
    // The PHP code reads explode(' ', Authorization)[1]: a ?token= alone is not enough here.
    const [, headerToken] = (c.req.header('Authorization') ?? '').split(' ');
    const verified = headerToken ? await verifyToken(ctx, headerToken) : null;
    if (!verified) throw new ServiceError('错误');
    blacklistToken(ctx, verified.jti, verified.exp);
    return ok(c);
  });

  app.post('/api/v2/password/reset', async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
      password: [{ required: '请输入密码' }],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    const user = findUserByMobile(ctx, v.mobile);
    if (!user) throw new ServiceError('手机号不存在');
    setPassword(ctx, user.id, v.password);
    return ok(c);
  });
}
