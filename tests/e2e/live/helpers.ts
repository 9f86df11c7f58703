import type { Page, Request } from 'playwright-core';

/** Course 1 (bought by members 1 and 2): sessions 1, 2 replays, 3 live now, 4 in two days. */
export const COURSE = 1;
export const LIVE_SESSION = 3;
export const UPCOMING_SESSION = 4;
export const REPLAY_SESSION = 1;
/** Course 3, paid and not VIP-free, bought by nobody; course 2 is free. */
export const NOT_BOUGHT_COURSE = 3;

export const ROOM = (videoId: number) => `/addons/zhibo/api/v1/course/${COURSE}/video/${videoId}`;

export const report = (what: string, calls: string[]) =>
  console.log(`[api calls] ${what}: ${calls.length} (${calls.join(', ')})`);

/** The chat log of the room. */
export const chatLog = (page: Page) => page.getByRole('log', { name: '聊天消息' });

/** The texts of the messages in the log, in order. */
export const chatTexts = (page: Page) =>
  chatLog(page)
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.lastElementChild?.textContent ?? ''));

/** Types a message into the send box and presses Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '发送消息' }).fill(text);
  await page.getByRole('textbox', { name: '发送消息' }).press('Enter');
}

/** Resolves once the page's video has played past `seconds` and is still playing. */
export function videoPlaying(page: Page, seconds = 0.5, timeout = 20_000) {
  return page.waitForFunction(
    (s) => {
      const v = document.querySelector('video');
      return !!v && v.currentTime > s && !v.paused && v.readyState >= 3;
    },
    seconds,
    { timeout },
  );
}
