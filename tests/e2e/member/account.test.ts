import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { latestSms, scanWithPhone, shownCaptcha, trackCaptchas } from '../login/helpers.js';
import { api, devConfig, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { memberDetail, memberPage, registerMember, shot } from './helpers.js';

const browser = useBrowser();

/** Answers the dialog's image captcha, asks for the SMS code and types it in. */
async function fillSms(page: Page, known: Map<string, string>, mobile: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const { text } = await shownCaptcha(page, known);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(text);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor();
  await dialog.getByRole('textbox', { name: '手机验证码' }).fill(await latestSms(mobile));
}

const loginFails = async (mobile: string, password: string) =>
  api('/api/v2/login/password', { method: 'POST', body: { mobile, password } }).then(
    () => '',
    (e: Error) => e.message,
  );

describe('member account', () => {
  it('sets the nickname once; the server refuses a second time', async () => {
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member');
    const field = page.getByRole('textbox', { name: '设置昵称' });
    await field.waitFor();
    // Client-side check first: nothing is sent for an empty name.
    await page.getByRole('button', { name: '保存昵称' }).click();
    await page.getByText('请输入昵称').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const nick = `学员${m.mobile.slice(-6)}`;
    await field.fill(nick);
    await page.getByRole('button', { name: '保存昵称' }).click();
    await waitForToast(page, '昵称设置成功');
    await page.getByRole('heading', { name: nick }).waitFor();
    await field.waitFor({ state: 'detached' });
    expect((await memberDetail(m.token)).nick_name).toBe(nick);
    await expect(
      api('/api/v2/member/detail/nickname', { method: 'POST', token: m.token, body: { nick_name: '再改一次' } }),
    ).rejects.toThrow('当前用户已配置昵称');
    await context.close();
  });

  it('changes the password with an SMS code, keeping the fields when refused; the new one logs in', async () => {
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    const known = trackCaptchas(page);
    await page.goto('/member');
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('手机号').inputValue()).toBe(m.mobile);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('请输入图形验证码!').waitFor();
    await fillSms(page, known, m.mobile);
    await dialog.getByLabel('新密码').fill('abc');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('密码长度不能少于6个字符').waitFor();
    // A wrong code: the server's message, every field kept.
    const code = await dialog.getByRole('textbox', { name: '手机验证码' }).inputValue();
    await dialog.getByRole('textbox', { name: '手机验证码' }).fill('000000');
    await dialog.getByLabel('新密码').fill('newpass99');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await waitForToast(page, '短信验证码错误');
    expect(await dialog.getByLabel('新密码').inputValue()).toBe('newpass99');
    await dialog.getByRole('textbox', { name: '手机验证码' }).fill(code);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await waitForToast(page, '密码修改成功');
    await dialog.waitFor({ state: 'detached' });
    expect(await loginFails(m.mobile, m.password)).toBe('/api/v2/login/password: 手机号或密码错误');
    expect(await loginFails(m.mobile, 'newpass99')).toBe('');
    await context.close();
  });

  it('changes the mobile in two SMS steps: the current number, then the new one', async () => {
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    const known = trackCaptchas(page);
    await page.goto('/member');
    await page.getByRole('button', { name: '更换手机号' }).click();
    const dialog = page.getByRole('dialog', { name: '更换手机号' });
    await dialog.getByText('第 1 步，共 2 步：验证当前手机号').waitFor();
    expect(await dialog.getByLabel('当前手机号').inputValue()).toBe(m.mobile);
    await fillSms(page, known, m.mobile);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByText('第 2 步，共 2 步：绑定新手机号').waitFor();
    const next = `137${m.mobile.slice(3)}`;
    await dialog.getByLabel('新手机号').fill(next);
    await fillSms(page, known, next);
    await dialog.getByRole('button', { name: '确认更换' }).click();
    await waitForToast(page, '手机号更换成功');
    await page.getByText(`${next.slice(0, 3)}****${next.slice(7)}`).waitFor();
    expect((await memberDetail(m.token)).mobile).toBe(next);
    await context.close();
  });

  it('binds WeChat through the scan QR and unbinds it after confirming', async () => {
    // MeEdu 4.9.12+: the scan goes through the WeChat login, which must be on.
    onTestFinished(await devConfig({ 'socialites.wechat_oauth': 1 }));
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member');
    const scan = page.waitForResponse((r) => r.url().includes('/api/v3/auth/login/wechat-scan/url'));
    await page.getByRole('button', { name: '绑定微信' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定微信' });
    await dialog.getByRole('img', { name: '绑定微信二维码' }).waitFor();
    await shot(page, 'member-wechat-bind');
    const { data } = (await (await scan).json()) as { data: { url: string } };
    expect(new URL(data.url).searchParams.get('action')).toBe('bind');
    const bound = page.waitForRequest((r) => r.url().endsWith('/api/v3/member/socialite/bindWithCode'));
    await scanWithPhone(browser(), data.url, /以一个新的微信用户授权/);
    await bound;
    await waitForToast(page, '绑定成功');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '解绑微信' }).click();
    const confirm = page.getByRole('dialog', { name: '解绑微信' });
    await confirm.getByText('解绑后将不能再使用微信登录此账号').waitFor();
    await confirm.getByRole('button', { name: '确认解绑' }).click();
    await waitForToast(page, '解绑成功');
    await page.getByRole('button', { name: '绑定微信' }).waitFor();
    expect((await memberDetail(m.token)).is_bind_wechat).toBe(0);
    await context.close();
  });

  it('deletes a throwaway account after saying what is lost, then logs out to /', async () => {
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member');
    await page.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await dialog.getByText('账号将在 7 天后删除').waitFor();
    await dialog.getByText('7 天内再次登录会自动撤销注销申请').waitFor();
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await waitForToast(page, '已安全退出');
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeNull();
    await context.close();
  });
});
