import { describe, expect, it } from 'vitest';
import { dev } from '../login/helpers.js';
import { api, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { memberDetail, memberPage, registerMember, shot } from './helpers.js';

const browser = useBrowser();

const credit1On = async (page: import('playwright-core').Page) => Number(await page.getByTestId('credit1').innerText());

describe('points', () => {
  it('signs in once a day: the points rise once, a second try is refused, the next day (dev clock) allows it again', async () => {
    const m = await registerMember();
    const before = (await memberDetail(m.token)).credit1;
    const { context, page } = await memberPage(browser(), m.token);
    // A second page, opened before the sign-in, still offers it.
    const stale = await context.newPage();
    await stale.goto('/');
    const staleBox = stale.getByRole('region', { name: '每日签到' });
    await staleBox.getByRole('button', { name: '签到' }).waitFor();

    await page.goto('/member');
    const box = page.getByRole('region', { name: '每日签到' });
    await box.getByText('每日签到可得 5 积分').waitFor();
    expect(await credit1On(page)).toBe(before);
    await box.getByRole('button', { name: '签到' }).click();
    await waitForToast(page, '签到成功，积分+5');
    await box.getByRole('button', { name: '今日已签到' }).waitFor();
    // The balance shown changes at once, before any reload.
    expect(await credit1On(page)).toBe(before + 5);
    expect((await memberDetail(m.token)).credit1).toBe(before + 5);

    await staleBox.getByRole('button', { name: '签到' }).click();
    await waitForToast(stale, '今日已签到，明天再来吧');
    await staleBox.getByRole('button', { name: '今日已签到' }).waitFor();
    expect((await memberDetail(m.token)).credit1).toBe(before + 5);

    const { offset_seconds } = await dev<{ offset_seconds: number }>('/__dev/clock');
    await dev('/__dev/clock', { method: 'POST', body: { advance_seconds: 86_400 } });
    try {
      await page.reload();
      await box.getByRole('button', { name: '签到' }).click();
      await waitForToast(page, '签到成功，积分+5');
      await box.getByRole('button', { name: '今日已签到' }).waitFor();
      expect(await credit1On(page)).toBe(before + 10);
    } finally {
      await dev('/__dev/clock', { method: 'POST', body: { offset_seconds } });
    }
    await context.close();
  });

  it('redeems a code: query, see what it gives, confirm; the record appears and a used code is refused', async () => {
    const m = await registerMember();
    const before = (await memberDetail(m.token)).credit1;
    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member/code-exchanger');
    await page.getByText('暂无兑换记录').waitFor();
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('请输入兑换码').first().waitFor();
    await page.getByRole('textbox', { name: '兑换码' }).fill('meedu-credit-200');
    await page.getByRole('button', { name: '查询' }).click();
    const preview = page.getByRole('region', { name: /积分/ }).first();
    await page.getByRole('button', { name: '确认兑换' }).waitFor();
    await shot(page, 'member-code-preview');
    expect(await preview.isVisible()).toBe(true);
    await page.getByRole('button', { name: '确认兑换' }).click();
    await waitForToast(page, '兑换成功');
    await page.getByText('兑换码 MEEDU-CREDIT-200').waitFor();
    expect((await memberDetail(m.token)).credit1).toBe(before + 200);
    await page.getByRole('textbox', { name: '兑换码' }).fill('MEEDU-CREDIT-200');
    await page.getByRole('button', { name: '查询' }).click();
    await waitForToast(page, '兑换码已被使用');
    expect(await page.getByRole('textbox', { name: '兑换码' }).inputValue()).toBe('MEEDU-CREDIT-200');
    await context.close();
  });

  it('exchanges a physical good with a checked address: the balance drops and the order appears', async () => {
    const m = await registerMember();
    const token = m.token;
    const { id } = await api<{ id: number }>('/api/v2/member/detail', { token });
    const { credit1: before } = await dev<{ credit1: number }>('/__dev/credit1', {
      method: 'POST',
      body: { user_id: id, sum: 1000 },
    });
    const { context, page } = await memberPage(browser(), token);
    await page.goto('/member/credit1-free');
    await page.getByRole('button', { name: /^兑换\s*MeEdu 定制帆布包$/ }).click();
    const dialog = page.getByRole('dialog', { name: '兑换：MeEdu 定制帆布包' });
    await dialog.getByText('加厚帆布材质').waitFor();
    // The client checks the address with the server's own messages, in screen order.
    const name = dialog.getByRole('textbox', { name: '收货人' });
    await name.fill('  ');
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await dialog.getByText('请输入收货人姓名').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill('李四');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('12345');
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await dialog.getByText('请输入正确的手机号').waitFor();
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13900001111');
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await dialog.getByText('请选择省份').waitFor();
    for (const [label, value] of [
      ['省份', '上海市'],
      ['城市', '上海市'],
      ['区县', '浦东新区'],
      ['详细地址', '张江高科技园区博云路 2 号'],
    ])
      await dialog.getByRole('textbox', { name: label }).fill(value);
    await shot(page, 'member-mall-exchange');
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/exchange')) sent.push(r.postDataJSON());
    });
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await waitForToast(page, '兑换成功');
    expect(sent).toEqual([
      {
        name: '李四',
        mobile: '13900001111',
        province: '上海市',
        city: '上海市',
        area: '浦东新区',
        street: '张江高科技园区博云路 2 号',
      },
    ]);
    await waitForPath(page, '/member/credit1-free?tab=orders');
    await page.getByText('MeEdu 定制帆布包').first().waitFor();
    await page.getByText('待发货 · 李四 13900001111').first().waitFor();
    expect((await memberDetail(token)).credit1).toBe(before - 800);
    await expect
      .poll(async () => (await page.locator('main').innerText()).includes(`当前积分 ${before - 800}`))
      .toBe(true);
    // The address is remembered for the next exchange (saved on the server, kept in the session).
    expect(await api('/addons/Credit1Mall/api/v1/user/address', { token })).toEqual([
      expect.objectContaining({ name: '李四', mobile: '13900001111', area: '浦东新区' }),
    ]);
    await context.close();
  });
});
