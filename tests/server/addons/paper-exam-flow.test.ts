/**
 * What the exam pages rely on beyond the field list: a hand-marked paper waits for its teacher
 * (status 3), the server's clock (development clock included) runs a timed paper out and says
 * what time it is in Date, and the wrong-book and collection replays start the way the public PC
 * client reads them (frontend-v3 exam/wrongbook/play: `first_question` + `questions_ids`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/Paper/api/v1';
const V2 = '/addons/Paper/api/v2';

interface Entry {
  question_id: number;
  question: { id: number; type: number; answer: string };
  is_correct: number;
}

const paperIdByTitle = (title: string) =>
  (s.ctx.db.prepare('SELECT id FROM papers WHERE title = ?').get(title) as { id: number }).id;

describe('a paper marked by a teacher', () => {
  it('hands in with status 3 and the objective score, keeps answers hidden and the essay out of the wrong-book', async () => {
    const id = paperIdByTitle('网络基础主观题测验');
    const t = await s.token(17);
    const { record_id: pid } = data(await s.get(`${V1}/paper/${id}/join`, { token: t }));
    const qs = data(await s.get(`${V1}/paper/${id}/join/${pid}`, { token: t })).questions as Entry[];
    const byType = (type: number) => qs.find((q) => q.question.type === type)!;
    const submit = async (question_id: number, answer: unknown) =>
      data(await s.post(`${V1}/paper/${id}/submit/single`, { pid, question_id, answer }, { token: t }));
    await submit(byType(1).question_id, 'option2'); // right: 5
    await submit(byType(5).question_id, 1); // right: 5
    await submit(byType(4).question_id, 'Cookie 在客户端，Session 在服务端，更安全。');

    const result = data(await s.post(`${V1}/paper/${id}/submit/all`, { pid }, { token: t }));
    expect(result).toEqual({ status: 3, total_score: 10 });

    const play = data(await s.get(`${V1}/paper/${id}/join/${pid}`, { token: t }));
    expect(play.user_paper).toMatchObject({ id: pid, status: 3, score: 10 });
    for (const q of play.questions as Entry[]) expect(q.question.answer).toBe('');
    const detail = data(await s.get(`${V1}/paper/${id}`, { token: t }));
    expect(detail.user_papers[0]).toMatchObject({ id: pid, status: 3 });

    const wrong = data(await s.get(`${V2}/wrongbook/questions`, { token: t })).questions_ids as number[];
    expect(wrong).not.toContain(byType(4).question_id);
    expect(wrong).toContain(byType(2).question_id);
    expect(failure(await s.post(`${V1}/paper/${id}/submit/all`, { pid }, { token: t }))).toBe('试卷已交卷');
  });

  it('a paper without teacher marking scores its essay at once (status 2)', async () => {
    const t = await s.token(18);
    const { record_id: pid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    expect(data(await s.post(`${V1}/paper/1/submit/all`, { pid }, { token: t }))).toEqual({
      status: 2,
      total_score: 0,
    });
  });
});

describe('the server clock', () => {
  it('sends Date from its own clock, development shift included', async () => {
    const before = await fetch(`${s.url}${V2}/stats/index`);
    expect(Math.abs(Date.parse(before.headers.get('date')!) - s.clock.now())).toBeLessThan(1000);
    await fetch(`${s.url}/__dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ advance_seconds: 7200 }),
    });
    try {
      const after = await fetch(`${s.url}${V2}/stats/index`);
      expect(Date.parse(after.headers.get('date')!) - s.clock.now()).toBeGreaterThan(7199_000);
    } finally {
      await fetch(`${s.url}/__dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ offset_seconds: 0 }),
      });
    }
  });

  it('runs a timed paper out at its ended_at (PRC time, no zone): answers are refused and the attempt handed in', async () => {
    const t = await s.token(19);
    const started = s.clock.now();
    const { record_id: pid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    const play = data(await s.get(`${V1}/paper/1/join/${pid}`, { token: t }));
    // An hour later, as a wall clock in China reads it.
    const deadline = new Date(started + 3600_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(play.user_paper.ended_at).toBe(deadline);
    const first = (play.questions as Entry[])[0].question_id;
    data(await s.post(`${V1}/paper/1/submit/single`, { pid, question_id: first, answer: 'option3' }, { token: t }));

    s.clock.advance(3599);
    expect(data(await s.get(`${V1}/paper/1/join/${pid}`, { token: t })).user_paper).toMatchObject({
      status: 1,
      ended_at: deadline,
    });
    s.clock.advance(1);
    expect(
      failure(
        await s.post(`${V1}/paper/1/submit/single`, { pid, question_id: first, answer: 'option1' }, { token: t }),
      ),
    ).toBe('考试已结束');
    const done = data(await s.get(`${V1}/paper/1/join/${pid}`, { token: t }));
    // Handed in as it stood at the deadline: the answer given in time counts.
    expect(done.user_paper).toMatchObject({ status: 2, score: 5 });
    expect(failure(await s.post(`${V1}/paper/1/submit/all`, { pid }, { token: t }))).toBe('试卷已交卷');
  });
});

describe('wrong-book and collection replays', () => {
  it('start with the ids in order and the first question, by type and by category', async () => {
    const t = await s.token(20);
    const rows = s.ctx.db
      .prepare(
        `SELECT q.id, q.type, c.name AS category FROM paper_questions q JOIN addon_categories c ON c.id = q.category_id
         WHERE q.parent_id = 0 ORDER BY q.id`,
      )
      .all() as { id: number; type: number; category: string }[];
    const jsSingle = rows.filter((r) => r.category === 'JavaScript' && r.type === 1);
    const mysqlJudge = rows.find((r) => r.category === 'MySQL' && r.type === 5)!;
    // Only questions whose answers the member may see are collected: the JavaScript ones are in a
    // free practice, the MySQL ones in a paid practice, bought here.
    const mysqlPractice = (
      s.ctx.db.prepare("SELECT id FROM practices WHERE name = 'MySQL 专项练习'").get() as { id: number }
    ).id;
    const order = data(await s.post(`${V1}/practice/buy`, { practice_id: mysqlPractice }, { token: t }));
    data(await s.post('/__dev/order/paid', { order_id: order.order_id }));
    for (const q of [jsSingle[0], jsSingle[1], mysqlJudge])
      data(await s.post(`${V1}/collection/action`, { question_id: q.id }, { token: t }));

    const all = data(await s.get(`${V2}/collection/questions`, { token: t }));
    // Newest first; the first one comes whole, answered (对答案 reveals it without asking again).
    expect(all.questions_ids).toEqual([mysqlJudge.id, jsSingle[1].id, jsSingle[0].id]);
    expect(all.first_question).toMatchObject({ id: mysqlJudge.id, type: 5, answer: '1' });
    expect(all.first_question.remark).not.toBe('');

    const singles = data(await s.get(`${V2}/collection/questions`, { token: t, query: { type: 1 } }));
    expect(singles.questions_ids).toEqual([jsSingle[1].id, jsSingle[0].id]);

    const backEnd = (
      s.ctx.db.prepare("SELECT id FROM addon_categories WHERE scope = 'paper' AND name = '后端开发'").get() as {
        id: number;
      }
    ).id;
    const mysql = (
      s.ctx.db.prepare("SELECT id FROM addon_categories WHERE scope = 'paper' AND name = 'MySQL'").get() as {
        id: number;
      }
    ).id;
    // cid1 takes its sub-categories in; cid2 is one sub-category.
    expect(
      data(await s.get(`${V2}/collection/questions`, { token: t, query: { cid1: backEnd } })).questions_ids,
    ).toEqual([mysqlJudge.id]);
    expect(
      data(await s.get(`${V2}/collection/questions`, { token: t, query: { cid1: backEnd, cid2: mysql, type: 1 } })),
    ).toEqual({ questions_ids: [], first_question: [] });

    // Each next question is opened by id, answered as well.
    const next = data(await s.get(`${V2}/question/${jsSingle[1].id}`, { token: t }));
    expect(next.question).toMatchObject({ id: jsSingle[1].id, answer: 'option2' });
    const wrongbook = data(await s.get(`${V2}/wrongbook/questions`, { token: t }));
    expect(wrongbook).toEqual({ questions_ids: [], first_question: [] });
  });

  it('the random replay names its ids too', async () => {
    const t = await s.token(1);
    const random = data(await s.get(`${V1}/wrongbook/random`, { token: t, query: { size: 3 } }));
    expect(random.questions).toHaveLength(3);
    expect(random.questions_ids).toEqual(random.questions.map((q: { id: number }) => q.id));
    expect(random.first_question).toEqual(random.questions[0]);
  });
});
