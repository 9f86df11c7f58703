/**
 * The WeChat scan login and binding of MeEdu 4.9.12+ (delta sections 5.2 and 5.3): the PC shows
 * the address of a scan page as a QR code and polls a key; the phone opens the page, which
 * signs in through the WeChat official-account OAuth (here the simulated provider, under the
 * `socialites.wechat_oauth` switch) and leaves the resulting login code under the key.
 */
import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { cacheGet, cachePut } from '../../db/cache.js';
import type { AppEnv } from '../../http/auth.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { readInput } from '../../http/input.js';
import { escapeHtml } from '../content/php.js';
import { randomString } from './accounts.js';
import { loginCodeEntry } from './socialite.js';

/** A key lives 300 s (`expire` = now + 300). */
const KEY_TTL_SECONDS = 300;
const keyOf = (key: string) => `wechat-scan:${key}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;text-align:center;padding:48px 20px}a{display:inline-block;margin-top:24px;padding:10px 28px;border-radius:4px;background:#07c160;color:#fff;text-decoration:none}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

export function wechatScanRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const base = () => ctx.options.publicUrl.replace(/\/$/, '');

  app.post('/api/v3/auth/login/wechat-scan/url', async (c) => {
    const action = String((await readInput(c)).action ?? '');
    if (action !== 'login' && action !== 'bind') throw new ServiceError('参数错误');
    const key = randomString(20);
    cachePut(ctx, keyOf(key), '0', KEY_TTL_SECONDS);
    return ok(c, {
      url: `${base()}/api/v3/auth/login/wechat-scan/page?key=${key}&action=${action}`,
      expire: Math.floor(ctx.options.now() / 1000) + KEY_TTL_SECONDS,
      key,
    });
  });

  app.get('/api/v3/auth/login/wechat-scan/query', (c) => {
    const code = cacheGet<string>(ctx, keyOf(c.req.query('key') ?? ''));
    if (code === undefined) throw new ServiceError('参数错误');
    return ok(c, { code });
  });

  // The page the phone opens: a button into the WeChat OAuth, which comes back here with the
  // login code; the page then leaves it under the key for the PC's poll.
  app.get('/api/v3/auth/login/wechat-scan/page', (c) => {
    const key = c.req.query('key') ?? '';
    const action = c.req.query('action') === 'bind' ? 'bind' : 'login';
    if (cacheGet(ctx, keyOf(key)) === undefined)
      return c.html(page('二维码已过期', '<p>请在电脑上刷新二维码后重新扫码。</p>'));
    const error = c.req.query('login_err_msg');
    if (error) return c.html(page('登录失败', `<p>${escapeHtml(error)}</p>`));
    const loginCode = c.req.query('login_code');
    if (loginCode && loginCodeEntry(ctx, loginCode)) {
      cachePut(ctx, keyOf(key), loginCode, KEY_TTL_SECONDS);
      return c.html(page(action === 'bind' ? '授权成功' : '登录成功', '<p>请返回电脑继续操作。</p>'));
    }
    const self = `${base()}/api/v3/auth/login/wechat-scan/page?key=${encodeURIComponent(key)}&action=${action}`;
    const oauth = `${base()}/api/v3/auth/login/wechat/oauth?${new URLSearchParams({ s_url: self, f_url: self, action })}`;
    return c.html(
      page(
        action === 'bind' ? '绑定微信' : '微信登录',
        `<p>使用微信授权${action === 'bind' ? '绑定账号' : '登录'}。</p><a href="${escapeHtml(oauth)}">微信授权</a>`,
      ),
    );
  });
}
