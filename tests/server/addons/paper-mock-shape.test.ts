/**
 * Mock papers over HTTP in the shape of MeEdu's Paper addon, against fixtures written from the
 * public PC client's source: the detail's `paper.rule` (JSON text counted for 题数), `can`,
 * `user_papers[]{id, status, get_score}` and `join_count`; joining answers `recordId`; the record
 * names its deadline `expired_at` and its scores `get_score` / `total_score`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, shapeErrors } from './client-shape.js';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/Paper/api/v1';
const UNREAD = ['data.questions[].id'];
/** Seeded: mock paper 1 is free and draws 2 single, 1 multiple, 1 fill-in, 1 essay, 1 true/false, 1 compound. */
const MOCK = 1;

describe('mock papers', () => {
  it('lists them with the member’s attempts', async () => {
    const list = data(await s.get(`${V1}/mock_papers`, { token: await s.token(1), query: { page: 1, page_size: 10 } }));
    expect(shapeErrors(list, fixture('mock-papers').response.data)).toEqual([]);
    expect(list.data.data.find((m: { id: number }) => m.id === MOCK)).toMatchObject({
      questions_count: 7,
      cur_user_can_join: true,
    });
    expect(list.user_papers[MOCK]).toEqual({ id: expect.any(Number) });
  });

  it('gives the detail the client reads: the rule as JSON text, can, attempts and their count', async () => {
    const d = data(await s.get(`${V1}/mock_paper/${MOCK}`, { token: await s.token(1) }));
    expect(shapeErrors(d, fixture('mock-paper-detail').response.data)).toEqual([]);
    expect(JSON.parse(d.paper.rule)).toEqual({ num: { choice: 2, select: 1, input: 1, qa: 1, judge: 1, cap: 1 } });
    expect(d).toMatchObject({ can: true, join_count: 1, required_courses: [] });
    expect(d.user_papers).toEqual([expect.objectContaining({ status: 1, get_score: expect.any(Number) })]);
    const paid = data(await s.get(`${V1}/mock_paper/2`, { token: await s.token(12) }));
    expect(paid).toMatchObject({ can: false, user_papers: [], join_count: 0 });
    expect(failure(await s.post(`${V1}/mock_paper/2`, {}, { token: await s.token(12) }))).toBe('请购买模拟试卷');
  });

  it('starts an attempt (recordId), takes answers, and closes at expired_at with get_score / total_score', async () => {
    const token = await s.token(16);
    const started = s.clock.now();
    const join = data(await s.post(`${V1}/mock_paper/${MOCK}`, {}, { token }));
    expect(shapeErrors(join, fixture('mock-paper-join').response.data)).toEqual([]);
    const rid = join.recordId as number;

    const play = data(await s.get(`${V1}/mock_paper/record/${rid}`, { token }));
    // The client reads an unanswered single choice's answer_content, not its rows (the fixture has
    // '' there, the paper fixtures []): the rows per type are checked with the papers.
    const rowsUnread = [...UNREAD, 'data.questions[].answer_contents_rows'];
    expect(shapeErrors(play, fixture('mock-paper-record-running').response.data, 'data', rowsUnread)).toEqual([]);
    // Thirty minutes on, as a wall clock in China reads it, with no zone.
    const deadline = new Date(started + 30 * 60_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(play.record).toMatchObject({ id: rid, status: 0, get_score: 0, expired_at: deadline });
    expect(play.record.total_score).toBeGreaterThan(0);
    expect(play.questions).toHaveLength(7);

    const single = play.questions.find((e: { question: { type: number } }) => e.question.type === 1);
    const right = (
      s.ctx.db.prepare('SELECT answer FROM paper_questions WHERE id = ?').get(single.question_id) as {
        answer: string;
      }
    ).answer;
    const answered = await s.post(
      `${V1}/mock_paper/record/${rid}/submit/single`,
      { pid: rid, question_id: single.question_id, answer: right },
      { token },
    );
    expect(answered.body).toEqual(fixture('mock-paper-submit-single').response);
    const compound = play.questions.find((e: { question: { type: number } }) => e.question.type === 6);
    data(
      await s.post(
        `${V1}/mock_paper/record/${rid}/submit/single`,
        { pid: rid, question_id: `${compound.question_id}-cap-0`, answer: 'option1' },
        { token },
      ),
    );

    const submitted = data(await s.post(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid }, { token }));
    expect(shapeErrors(submitted, fixture('mock-paper-submit').response.data)).toEqual([]);
    expect(submitted).toEqual({ status: 1, total_score: 5 });
    const done = data(await s.get(`${V1}/mock_paper/record/${rid}`, { token }));
    expect(shapeErrors(done, fixture('mock-paper-record-finished').response.data, 'data', UNREAD)).toEqual([]);
    expect(done.record).toMatchObject({ status: 1, get_score: 5, total_score: play.record.total_score });
    expect(failure(await s.post(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid }, { token }))).toBe('试卷已交卷');
    expect(data(await s.get(`${V1}/mock_paper/${MOCK}/records`, { token })).total).toBe(1);
  });
});
