import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  MEMBER_2,
  addFault,
  api,
  clearFaults,
  devConfig,
  expectNoAxeViolations,
  loginThroughDialog,
  useBrowser,
  waitForPath,
  waitForToast,
} from './helpers.js';

const browser = useBrowser();
afterEach(async () => {
  await clearFaults();
});

/**
 * A brand-new member from the simulated QQ provider. With phone binding not forced the server
 * registers them without a real mobile (is_bind_mobile 0) and without face verification.
 */
async function newQqMember(page: Page): Promise<void> {
  const base = baseURL();
  // Back to the callback page, which goes on in-app (a login elsewhere reloads the page).
  const query = new URLSearchParams({
    s_url: `${base}/login/callback?redirect=%2Ferror`,
    f_url: `${base}/error`,
    action: 'login',
  });
  await page.goto(`/api/v3/auth/login/socialite/qq?${query}`);
  await page.getByRole('link', { name: '以一个新的 QQ 用户授权' }).click();
  await waitForPath(page, '/error');
  expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeTruthy();
}

let mobileSeq = 0;
const freshMobile = () => `137${String((Date.now() % 1_000_000) * 100 + (mobileSeq++ % 100)).padStart(8, '0')}`;

describe('phone binding', () => {
  it('start-up alerts a member without a phone, and /bind-mobile binds one and continues to the redirect', async () => {
    const { context, page } = await newPage(browser());
    await newQqMember(page);
    const restore = await devConfig({ 'member.enabled_mobile_bind_alert': 1 });
    onTestFinished(restore);

    await page.goto('/error');
    const notices = page.getByRole('region', { name: '账号提醒' });
    await notices.getByText('还没有绑定手机号').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-bind-mobile'))).toBe('ok');
    await expectNoAxeViolations(page);
    await notices.getByRole('button', { name: '立即绑定' }).click();
    await page.getByRole('dialog', { name: '绑定新手机号' }).waitFor();
    await page.keyboard.press('Escape');
    await notices.getByRole('button', { name: '稍后再说' }).click();
    await notices.waitFor({ state: 'detached' });

    // The page opens the dialog's "bind a new phone" view by itself.
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'));
    await page.goto('/bind-mobile?redirect=%2Fannouncement');
    const dialog = page.getByRole('dialog', { name: '绑定新手机号' });
    await dialog.waitFor();
    await page.getByRole('heading', { level: 1, name: '请绑定手机号' }).waitFor();
    const { data } = (await (await captcha).json()) as { data: { key: string } };
    const { text } = await api<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(data.key)}`);
    const mobile = freshMobile();
    await dialog.getByRole('textbox', { name: '手机号' }).fill(mobile);
    await dialog.getByRole('textbox', { name: '图形验证码' }).fill(text);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /\d+s/ }).waitFor();
    const { mobile_code } = await api<{ mobile_code: string }>(`/__dev/sms/latest?mobile=${mobile}`);
    await dialog.getByRole('textbox', { name: '手机验证码' }).fill(mobile_code);
    await dialog.getByRole('button', { name: '立即绑定' }).click();
    await waitForToast(page, '绑定成功');
    await waitForPath(page, '/announcement');
    await page.waitForFunction(() => localStorage.getItem('meedu-bind-mobile') === null);
    await context.close();
  });

  it('asks a visitor on /bind-mobile to log in first', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/bind-mobile');
    await page.getByRole('button', { name: '登录', exact: true }).first().waitFor();
    await page.getByRole('main').getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    await context.close();
  });
});

describe('face verification', () => {
  it('prompts at start-up, verifies with the provider and shows the result, with a retry when the query fails', async () => {
    const { context, page } = await newPage(browser());
    await newQqMember(page);
    const restore = await devConfig({ 'member.enabled_face_verify': true });
    onTestFinished(restore);

    await page.goto('/error');
    const notices = page.getByRole('region', { name: '账号提醒' });
    await notices.getByText('需要先完成实名认证').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-face-check'))).toBe('ok');
    await notices.getByRole('link', { name: '去认证' }).click();
    await waitForPath(page, '/face-check?redirect=%2Ferror');
    await page.getByRole('heading', { level: 1, name: '实名认证' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '开始认证' }).click();
    await page.getByRole('heading', { name: '模拟实人认证' }).waitFor();
    // The next query of the result fails once, slowly enough to see the skeleton first.
    await addFault({ path: '/api/v3/member/tencent/faceVerify', method: 'GET', fault: 'latency=700,500', times: 1 });
    await page.getByRole('link', { name: '认证通过' }).click();
    await page.waitForURL(/\/face-check\?redirect=%2Ferror&biz_token=/);
    await page.locator('[data-page-state="loading"]').waitFor();
    await page.getByRole('heading', { name: '认证结果查询失败' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { level: 1, name: '实名认证成功' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('meedu-face-check') === null);
    const next = page.getByRole('link', { name: '继续学习' });
    expect(await next.getAttribute('href')).toBe('/error');
    await next.click();
    await waitForPath(page, '/error');
    await context.close();
  });

  it('sends a member who logs in on /login to /face-check first while verification is required', async () => {
    const restore = await devConfig({ 'member.enabled_face_verify': true });
    onTestFinished(restore);
    const { context, page } = await newPage(browser());
    await page.goto('/login?redirect=%2Fannouncement');
    await page.getByRole('button', { name: '登录查看' }).click();
    await loginThroughDialog(page, MEMBER_2);
    await waitForPath(page, '/face-check');
    await page.getByRole('button', { name: '开始认证' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meedu-face-check'))).toBe('ok');
    await context.close();
  });

  it('reports a failed verification and offers to verify again', async () => {
    const { context, page } = await newPage(browser());
    await newQqMember(page);
    const restore = await devConfig({ 'member.enabled_face_verify': true });
    onTestFinished(restore);
    await page.goto('/face-check');
    await page.getByRole('button', { name: '开始认证' }).click();
    await page.getByRole('link', { name: '认证失败' }).click();
    await page.getByRole('heading', { level: 1, name: '实名认证未通过' }).waitFor();
    await page.getByRole('button', { name: '重新认证' }).click();
    await page.getByRole('heading', { name: '模拟实人认证' }).waitFor();
    await context.close();
  });

  it('says verification is not required when the server has it off, with 继续学习 to the redirect', async () => {
    const { context, page } = await newPage(browser());
    await newQqMember(page);
    await page.goto('/face-check?redirect=%2Fcourses');
    await page.getByText('本站目前不要求实名认证，无需认证即可学习。').waitFor();
    expect(await page.getByText('根据网站要求，学习前需要完成实名认证').count()).toBe(0);
    expect(await page.getByRole('link', { name: '继续学习' }).getAttribute('href')).toBe('/courses');
    await page.screenshot({ path: '/tmp/shots/face-check-off-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/shots/face-check-off-375.png' });
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('keeps the page when starting fails, with the reason', async () => {
    const { context, page } = await newPage(browser());
    await newQqMember(page);
    await page.goto('/face-check');
    await addFault({ path: '/api/v3/member/tencent/faceVerify', method: 'POST', fault: '500', times: 1 });
    await page.getByRole('button', { name: '开始认证' }).click();
    await page.getByRole('alert').getByText('无法发起实名认证').waitFor();
    await page.getByRole('button', { name: '开始认证' }).click();
    await page.getByRole('heading', { name: '模拟实人认证' }).waitFor();
    await context.close();
  });
});
