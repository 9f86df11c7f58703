import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import { api, loginContext, MEMBER_1, MEMBER_2, tokenFor, useBrowser } from '../site/helpers.js';
import { chatLog, chatTexts, LIVE_SESSION, ROOM, say, UPCOMING_SESSION, videoPlaying } from './helpers.js';

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
  it('carries messages both ways at once, and after a dropped connection delivers what was missed once', async () => {
    const a = await openRoom(MEMBER_1);
    const b = await openRoom(MEMBER_2);
    try {
      const hello = `你好，我是小明 ${Date.now()}`;
      const sent = a.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/chat/send'));
      await say(a.page, hello);
      const request = await sent;
      expect(request.url()).toBe(`${secondOrigin()}${ROOM(LIVE_SESSION)}/chat/send`);
      expect(JSON.parse(request.postData() ?? '{}')).toEqual({ content: hello });
      // The other member sees it without reloading; the sender sees it once, marked as theirs.
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
      await a.context.setOffline(false);
      for (const text of missed) await chatLog(a.page).getByText(text).waitFor();
      await a.page.getByText('已连接').waitFor();

      // A asked to resume after the newest message it had (B's reply), and each message is there once.
      const token = await tokenFor(MEMBER_1);
      const history = await api<{ data: Array<{ id: number; content: string }> }>(
        `${ROOM(LIVE_SESSION)}/chat/records?page=1&size=100`,
        { token },
      );
      const replyId = history.data.find((m) => m.content === reply)!.id;
      expect(reconnects.map((u) => new URL(u).searchParams.get('after'))).toContain(String(replyId));
      const everything = history.data.map((m) => m.content).reverse();
      expect(await chatTexts(a.page)).toEqual(everything);
      expect(await chatTexts(b.page)).toEqual(everything);
    } finally {
      await a.context.close();
      await b.context.close();
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

      await page.locator('video[aria-label="直播画面"]').waitFor({ timeout: 20_000 });
      await videoPlaying(page);
      await page.getByText('直播中', { exact: true }).waitFor();
      // Watching is reported every 10 s through the second client.
      const record = await page.waitForRequest((r) => r.url().endsWith('/watch/record'), { timeout: 15_000 });
      expect(record.url()).toBe(
        `${secondOrigin()}/addons/zhibo/api/v1/course/${session.video.course_id}/video/${UPCOMING_SESSION}/watch/record`,
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
