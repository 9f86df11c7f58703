import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  MEMBER_2,
  devConfig,
  expectNoAxeViolations,
  loginContext,
  loginThroughDialog,
  pathAndQuery,
  siteConfig,
  useBrowser,
  waitForPath,
} from './helpers.js';

const browser = useBrowser();
let siteName = '';

beforeAll(async () => {
  siteName = (await siteConfig()).name;
});

describe('/login', () => {
  it('shows the banner in the header-only layout, titled, with 登录查看 opening the login dialog', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login?redirect=%2Fannouncement');
    await page.getByRole('heading', { level: 1, name: '登录后继续学习' }).waitFor();
    expect(await page.title()).toBe(`登录 - ${siteName}`);
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '登录查看' }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('after logging in goes to the decoded redirect target, replacing /login in history', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.goto('/login?redirect=%2Fannouncement%3Fpage%3D2');
    await page.getByRole('button', { name: '登录查看' }).click();
    await loginThroughDialog(page, MEMBER_2);
    await waitForPath(page, '/announcement?page=2');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // /login was replaced: one step back is the page before it.
    await page.goBack();
    await waitForPath(page, '/');
    await context.close();
  });

  for (const hostile of ['//evil.com', 'javascript:alert(1)', 'https://evil.com/x', '%2F%2Fevil.com', '/\\evil.com']) {
    it(`falls back to / for the hostile redirect ${hostile}`, async () => {
      const { context, page } = await newPage(browser());
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
      await page.getByRole('button', { name: '登录查看' }).click();
      await loginThroughDialog(page, MEMBER_2);
      await waitForPath(page, '/');
      expect(new URL(page.url()).origin).toBe(baseURL());
      await context.close();
    });
  }

  it('sends someone already logged in straight on to the redirect target', async () => {
    const { context, page } = await newPage(browser());
    await loginContext(context, MEMBER_2);
    await page.goto('/login?redirect=%2Fsearch%3Fkeywords%3Dvue');
    await waitForPath(page, '/search?keywords=vue');
    await page.goto('/login?redirect=%2F%2Fevil.com');
    await waitForPath(page, '/');
    await context.close();
  });
});

/** Starts the simulated QQ login the way the dialog's QQ button does, returning to `sUrl`. */
async function qqLogin(page: import('playwright-core').Page, sUrl: string, as: 'user:2' | 'new' | 'deny') {
  const base = baseURL();
  const query = new URLSearchParams({ s_url: base + sUrl, f_url: `${base}/error`, action: 'login' });
  await page.goto(`/api/v3/auth/login/socialite/qq?${query}`);
  await page.getByRole('heading', { name: '模拟 QQ 授权登录' }).waitFor();
  const button = { 'user:2': '以会员 #2 已绑定的 QQ 授权', new: '以一个新的 QQ 用户授权', deny: '取消授权' }[as];
  await page.getByRole('link', { name: button }).click();
}

describe('/login/callback', () => {
  it('exchanges the login code and continues to the redirect target', async () => {
    const { context, page } = await newPage(browser());
    await qqLogin(page, '/login/callback?redirect=%2Fannouncement', 'user:2');
    await waitForPath(page, '/announcement');
    expect(await page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeTruthy();
    await page.getByRole('button', { name: /林深时见鹿/ }).waitFor();
    await context.close();
  });

  it('back on any other page: logged in, and the spent code is taken off the address (history replace)', async () => {
    const { context, page } = await newPage(browser());
    await qqLogin(page, '/courses?scene=free', 'user:2');
    await waitForPath(page, '/courses?scene=free');
    await page.getByRole('button', { name: /林深时见鹿/ }).waitFor();
    // A reload (or the address shared) offers no spent code: no 已过期, still logged in.
    await page.reload();
    await page.getByRole('button', { name: /林深时见鹿/ }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('[data-meedu-toaster]').innerText()).toBe('');
    expect(pathAndQuery(page)).toBe('/courses?scene=free');
    await context.close();
  });

  it('asks a new QQ user to bind a phone in the shared dialog when the site requires a phone', async () => {
    const restore = await devConfig({ 'member.enabled_mobile_bind_alert': 1 });
    onTestFinished(restore);
    const { context, page } = await newPage(browser());
    await qqLogin(page, '/login/callback', 'new');
    await page.waitForURL(/\/login\/callback\?login_code=/);
    await page.getByRole('dialog', { name: '绑定手机号' }).waitFor();
    await page.getByRole('heading', { level: 1, name: '请绑定手机号' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await page.getByRole('heading', { level: 1, name: '还差一步：绑定手机号' }).waitFor();
    await page.getByRole('button', { name: '绑定手机号' }).click();
    await page.getByRole('dialog', { name: '绑定手机号' }).waitFor();
    await context.close();
  });

  it('shows the failure message of the provider as text, with 重新登录 and 返回首页', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(
      `/login/callback?login_err_msg=${encodeURIComponent('<img src=x onerror=alert(1)>授权失败')}&redirect=%2Fannouncement`,
    );
    await page.getByRole('heading', { level: 1, name: '登录失败' }).waitFor();
    await page.getByText('<img src=x onerror=alert(1)>授权失败').waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.getByRole('link', { name: '重新登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fannouncement',
    );
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('offers to log in again when the code cannot be exchanged', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login/callback?login_code=not-a-real-code&action=login');
    await page.getByRole('heading', { level: 1, name: '登录未完成' }).waitFor();
    await page.getByRole('link', { name: '重新登录' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('goes home when there is nothing to exchange', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login/callback');
    await waitForPath(page, '/');
    await context.close();
  });
});

describe('/error', () => {
  it('shows a cancelled QQ login’s message as text, with links home and to login', async () => {
    const { context, page } = await newPage(browser());
    await qqLogin(page, '/login/callback', 'deny');
    await page.waitForURL(/\/error\?/);
    await page.getByRole('heading', { level: 1, name: '登录失败' }).waitFor();
    await page.getByText('用户取消了授权').waitFor();
    expect(await page.title()).toBe(`登录失败 - ${siteName}`);
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: '重新登录' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('never renders the message as markup', async () => {
    const { context, page } = await newPage(browser());
    const message = '<b id="injected">粗体</b><script>window.__x=1</script>';
    await page.goto(`/error?login_err_msg=${encodeURIComponent(message)}`);
    await page.getByTestId('login-error-message').waitFor();
    expect(await page.getByTestId('login-error-message').textContent()).toBe(message);
    expect(await page.locator('#injected').count()).toBe(0);
    expect(pathAndQuery(page)).toContain('/error');
    await context.close();
  });
});
