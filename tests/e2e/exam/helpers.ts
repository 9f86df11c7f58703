import type { Page } from 'playwright-core';
import { api } from '../site/helpers.js';

export const V1 = '/addons/Paper/api/v1';
export const V2 = '/addons/Paper/api/v2';

/** Seeded papers (docs/server-addons.md): all six types, 60 minutes; and one a teacher marks. */
export const SIX_TYPES_PAPER = 1;
export const MARKED_PAPER = 4;

interface Entry {
  question_id: number;
  answer_content: string;
  question: { type: number };
}
export interface Play {
  user_paper: { id: number; status: number; score: number; ended_at: string };
  questions: Entry[];
}

export const getPlay = (token: string, paperId: number, pid: number) =>
  api<Play>(`${V1}/paper/${paperId}/join/${pid}`, { token });

/** Hands in the member's attempt under way, if any, so the next join starts a new one. */
export async function closeRunning(token: string, paperId: number): Promise<void> {
  const { record_id } = await api<{ record_id: number }>(`${V1}/paper/${paperId}/join`, { token });
  const play = await getPlay(token, paperId, record_id);
  if (play.user_paper.status === 1)
    await api(`${V1}/paper/${paperId}/submit/all`, { method: 'POST', body: { pid: record_id }, token });
}

/** Seeded mock paper 1 draws from the same bank as practice 1. */
export const MOCK_PAPER = 1;

/** Hands in every attempt of the mock paper the member is sitting. */
export async function closeRunningMocks(token: string, mockId: number): Promise<void> {
  const { user_papers } = await api<{ user_papers: Array<{ id: number; status: number }> }>(
    `${V1}/mock_paper/${mockId}`,
    { token },
  );
  for (const r of user_papers.filter((r) => r.status === 0))
    await api(`${V1}/mock_paper/record/${r.id}/submit`, { method: 'POST', body: { pid: r.id }, token });
}

/** A new attempt of the paper: its record id. */
export async function freshAttempt(token: string, paperId: number): Promise<number> {
  await closeRunning(token, paperId);
  return (await api<{ record_id: number }>(`${V1}/paper/${paperId}/join`, { token })).record_id;
}

/** Seconds until a record's deadline (PRC wall time without a zone) by the reference server's clock. */
export async function secondsLeft(endedAt: string): Promise<number> {
  const { now } = await api<{ now: number }>('/__dev/clock');
  return Math.floor((Date.parse(`${endedAt.replace(' ', 'T')}+08:00`) - now) / 1000);
}

/** Moves the reference server's clock (POST /__dev/clock); `reset` puts it back. */
export const advanceServerClock = (seconds: number) =>
  api('/__dev/clock', { method: 'POST', body: { advance_seconds: seconds } });
export const resetServerClock = () => api('/__dev/clock', { method: 'POST', body: { offset_seconds: 0 } });

/** The n-th question card (1-based) of a play page. */
export const card = (page: Page, n: number) => page.locator('main article').nth(n - 1);

/** The answer sheet's button of question n, whose name says its state (第3题，已保存). */
export const sheetCell = (page: Page, n: number, state: string) =>
  page.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: `第${n}题，${state}` });

/** Answers paper 1 (seeded: single, single, multiple, fill-in, true/false, essay, compound). */
export async function answerSixTypes(page: Page): Promise<void> {
  await card(page, 1).getByRole('radio', { name: /const/ }).check();
  await card(page, 2)
    .getByRole('radio', { name: /"object"/ })
    .check();
  for (const name of [/string/, /symbol/, /bigint/]) await card(page, 3).getByRole('checkbox', { name }).check();
  await card(page, 4).getByLabel('第4题 第1空').fill('find');
  await card(page, 4).getByLabel('第4题 第2空').fill('findIndex');
  await card(page, 5).getByRole('radio', { name: '错误' }).check();
  await card(page, 6).getByRole('textbox').fill('每执行完一个宏任务，就清空微任务队列，再进入下一个宏任务。');
  const compound = card(page, 7);
  await compound.getByRole('radio', { name: /^B/ }).first().check();
  await compound.getByRole('radio', { name: '正确' }).check();
  await compound.getByLabel('第7题第3小题 第1空').fill('3');
}
