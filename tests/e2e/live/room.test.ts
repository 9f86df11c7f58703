import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import { api, loginContext, MEMBER_1, MEMBER_2, tokenFor, useBrowser, waitForToast } from '../site/helpers.js';
import { chatLog, chatTexts, COURSE, LIVE_SESSION, ROOM, say, UPCOMING_SESSION, videoPlaying } from './helpers.js';

/**
 * The live room in Chromium against the reference server: chat between two members over the
 * WebSocket, a dropped connection coming back without losing or doubling a message, the countdown
 * turning into the stream at the start, the teacher leaving, and watch records. The room's own
 * calls go through the second API client, set here to another origin of the same server.
 */
const browser = useBrowser();
const secondOrigin = () => baseURL().replace('127.0.0.1', 'localhost');

async function openRoom(
  member: typeof MEMBER_1,
  videoId = LIVE_SESSION,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser());
  await loginContext(context, member);
  await context.addInitScript((go) => (window.meedu_api_go_url = go), secondOrigin());
  await page.goto(`/live/video/${videoId}`);
  await chatLog(page).waitFor();
  await page.getByText('已连接').waitFor();
  return { context, page };
}

describe('live chat between two members', () => {
  it('carries messages both ways at once, and after a dropped connection shows what was missed once', async () => {
    const a = await openRoom(MEMBER_1);
    const b = await openRoom(MEMBER_2);
    try {
      const hello = `你好，我是小明 ${Date.now()}`;
      const sent = a.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/chat/send'));
      await say(a.page, hello);
      const request = await sent;
      expect(request.url()).toBe(`${secondOrigin()}${ROOM(LIVE_SESSION)}/chat/send`);
      // The addon's body: the text and where the live player is.
      expect(JSON.parse(request.postData() ?? '{}')).toEqual({ content: hello, duration: expect.any(Number) });
      // Both see it without reloading: the socket brings it to everyone, the sender too.
      await chatLog(b.page).getByText(hello).waitFor();
      await chatLog(a.page).getByText(hello).waitFor();
      expect(await a.page.getByRole('textbox', { name: '发送消息' }).inputValue()).toBe('');
      const reply = `收到，我是第二位同学 ${Date.now()}`;
      await say(b.page, reply);
      await chatLog(a.page).getByText(reply).waitFor();

      // A loses its connection (the server drops the room's sockets; A is offline a moment).
      const reconnects: string[] = [];
      a.page.on('websocket', (ws) => reconnects.push(ws.url()));
      await a.context.setOffline(true);
      const dropped = await api<{ closed: number }>('/__dev/live/sockets/close', {
        method: 'POST',
        body: { video_id: LIVE_SESSION },
      });
      expect(dropped.closed).toBeGreaterThanOrEqual(2);
      await a.page.getByText(/连接已断开/).waitFor();
      const missed = [`掉线时说的第一句 ${Date.now()}`, `掉线时说的第二句 ${Date.now()}`];
      for (const text of missed) {
        await say(b.page, text);
        await chatLog(b.page).getByText(text).waitFor();
      }
      const reread = a.page.waitForRequest((r) => r.url().includes(`${ROOM(LIVE_SESSION)}/chat/msg`));
      await a.context.setOffline(false);
      for (const text of missed) await chatLog(a.page).getByText(text).waitFor();
      await a.page.getByText('已连接').waitFor();
      // Back, it opened the address the play call gave, filled in, and read the history again.
      await reread;
      const token = await a.page.evaluate(() => localStorage.getItem('meedu-user-token'));
      const address = new URL(reconnects[0]);
      expect(address.pathname).toBe('/addons/zhibo/chat');
      expect(Object.fromEntries(address.searchParams)).toEqual({
        token,
        course_id: String(COURSE),
        video_id: String(LIVE_SESSION),
      });
      const history = await api<{ data: Array<{ msg_body: { content: string } }> }>(
        `${ROOM(LIVE_SESSION)}/chat/msg?page=1&size=100`,
        { token: token! },
      );
      const everything = history.data.map((m) => m.msg_body.content).reverse();
      expect(await chatTexts(a.page)).toEqual(everything);
      expect(await chatTexts(b.page)).toEqual(everything);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('a sixth chat of the same member pushes out the oldest, which says so and stays away', async () => {
    const tabs = [];
    try {
      const { context, page } = await newPage(browser());
      await loginContext(context, MEMBER_2);
      await context.addInitScript((go) => (window.meedu_api_go_url = go), secondOrigin());
      for (let i = 0; i < 6; i++) {
        const tab = i === 0 ? page : await context.newPage();
        tabs.push(tab);
        await tab.goto(`/live/video/${LIVE_SESSION}`);
        await tab.getByText('已连接').waitFor();
      }
      const first = tabs[0];
      await first.getByText('此账号打开的直播聊天过多，本页已断开').waitFor();
      const sockets: string[] = [];
      first.on('websocket', (ws) => sockets.push(ws.url()));
      // A dropped socket comes back within a second or two; this one stays away, pushing no one out.
      await first.waitForTimeout(3000);
      expect(sockets).toEqual([]);
      for (const tab of tabs.slice(1)) await tab.getByText('已连接').waitFor();
      await context.close();
    } finally {
      for (const tab of tabs) await tab.close().catch(() => {});
    }
  });
});

describe('the teacher’s sign-in', () => {
  it('opens when called, counts down to its end read as China time in a New York browser, and is answered once', async () => {
    const { context, page } = await newPage(browser(), { timezoneId: 'America/New_York' });
    try {
      await loginContext(context, MEMBER_1);
      await context.addInitScript((go) => (window.meedu_api_go_url = go), secondOrigin());
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
      await page.goto(`/live/video/${LIVE_SESSION}`);
      await page.getByText('已连接').waitFor();
      const call = await api<{ id: number; end_at: string }>('/__dev/live/sign-in', {
        method: 'POST',
        body: { video_id: LIVE_SESSION, seconds: 30 },
      });
      const dialog = page.getByRole('dialog', { name: '签到' });
      await dialog.waitFor();
      // 30 s, not 30 s plus the 12 or 13 hours between New York and China.
      const left = Number(await dialog.locator('span').first().innerText());
      expect(left).toBeGreaterThan(20);
      expect(left).toBeLessThanOrEqual(30);
      const answered = page.waitForRequest((r) => r.url().endsWith(`/signIn/${call.id}`));
      await dialog.getByRole('button', { name: '立即签到' }).click();
      expect((await answered).url()).toBe(`${secondOrigin()}${ROOM(LIVE_SESSION)}/signIn/${call.id}`);
      await waitForToast(page, '签到成功');
      await expect.poll(() => dialog.count()).toBe(0);
      // Answered: a reload does not ask again. A new call that runs out closes by itself.
      await page.reload();
      await page.getByText('已连接').waitFor();
      expect(await dialog.count()).toBe(0);
      await api('/__dev/live/sign-in', { method: 'POST', body: { video_id: LIVE_SESSION, seconds: 3 } });
      await dialog.waitFor();
      await expect.poll(() => dialog.count(), { timeout: 8000 }).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the stage', () => {
  it('counts down to the start, then plays the stream; says when the teacher has left and plays again on 刷新', async () => {
    const token = await tokenFor(MEMBER_1);
    const session = await api<{ video: { published_at: string; course_id: number } }>(
      `/addons/zhibo/api/v1/course/${UPCOMING_SESSION}/play`,
      { token },
    );
    const start = Date.parse(`${session.video.published_at.replace(' ', 'T')}+08:00`);
    const { now } = await api<{ now: number }>('/__dev/clock');
    // The server's clock 8 s before the session starts; the browser's a second behind it.
    await api('/__dev/clock', { method: 'POST', body: { offset_seconds: Math.round((start - now) / 1000) - 8 } });
    const { context, page } = await newPage(browser());
    try {
      await loginContext(context);
      await context.addInitScript((go) => (window.meedu_api_go_url = go), secondOrigin());
      const serverNow = (await api<{ now: number }>('/__dev/clock')).now;
      await page.clock.setSystemTime(serverNow - 1000);
      await page.goto(`/live/video/${UPCOMING_SESSION}`);
      await page.getByText(/^直播倒计时：0天00小时00分0\d秒$/).waitFor();
      expect(await page.getByText(/^开播时间 /).innerText()).toBe(
        `开播时间 ${session.video.published_at.slice(0, 16)}`,
      );

      // Both clocks move on past the start: the server's to a second after it, the page's by 9 s.
      await api('/__dev/clock', { method: 'POST', body: { offset_seconds: Math.round((start - now) / 1000) + 1 } });
      await page.clock.runFor(9_000);
      await page.locator('video[aria-label="直播画面"]').waitFor({ timeout: 20_000 });
      await videoPlaying(page);
      await page.getByText('直播中', { exact: true }).waitFor();
      // Watching is reported every 10 s through the second client.
      const recorded = page.waitForRequest((r) => r.url().endsWith('/liveWatchRecord'), { timeout: 15_000 });
      await page.clock.runFor(10_000);
      const record = await recorded;
      expect(record.url()).toBe(
        `${secondOrigin()}/addons/zhibo/api/v1/course/${session.video.course_id}/video/${UPCOMING_SESSION}/liveWatchRecord`,
      );
      expect(JSON.parse(record.postData() ?? '{}').duration).toBeGreaterThan(0);

      await api('/__dev/live/stream', { method: 'POST', body: { video_id: UPCOMING_SESSION, state: 'stop' } });
      await page.getByText('讲师暂时离开直播间，稍后请刷新！').waitFor({ timeout: 20_000 });
      expect(await page.locator('video').count()).toBe(0);
      await api('/__dev/live/stream', { method: 'POST', body: { video_id: UPCOMING_SESSION, state: 'resume' } });
      await page.getByRole('button', { name: '刷新' }).click();
      await videoPlaying(page);
    } finally {
      await api('/__dev/live/stream', { method: 'POST', body: { video_id: UPCOMING_SESSION, state: 'resume' } });
      await api('/__dev/clock', { method: 'POST', body: { offset_seconds: 0 } });
      await context.close();
    }
  });
});
