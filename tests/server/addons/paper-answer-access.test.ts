/**
 * Answers outside an exam: the collection, the wrong-book replays and questions/practice show an
 * answer only for a question the member has already been shown answered (a scored attempt, a
 * handed-in mock paper, a practice they may take, their wrong-book), never for one of an exam
 * they are sitting, and guessing ids collects nothing else.
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

interface Shown {
  question_id: number;
  question: { answer: string; remark: string } | [];
}

const ids = (sql: string, ...args: unknown[]) =>
  (s.ctx.db.prepare(sql).all(...args) as { id: number }[]).map((r) => r.id);
/** Top-level questions of a paper, in its order. */
const paperQuestions = (paperId: number) =>
  ids('SELECT question_id AS id FROM paper_question_links WHERE paper_id = ? ORDER BY sort', paperId);

async function collection(token: string): Promise<Shown[]> {
  return data(await s.get(`${V1}/collection/questions`, { token, query: { size: 100 } })).data.data;
}
const withAnswers = (shown: Shown[]) =>
  shown.filter((r) => !Array.isArray(r.question) && (r.question.answer !== '' || r.question.remark !== ''));

async function tryToRead(token: string, qid: number) {
  return {
    practice: await s.post(`${V1}/questions/practice`, { question_id: qid, answer: 'option1' }, { token }),
    answer: await s.post(`${V2}/question/${qid}/answer`, { answer: 'option1' }, { token }),
  };
}

describe('a paper being sat', () => {
  it('shows none of its answers through the collection or practice until it is handed in', async () => {
    const t = await s.token(11);
    const { record_id } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    const questions = paperQuestions(1);
    // Its questions are in a free practice, so collecting them is allowed; reading answers is not.
    for (const qid of questions) data(await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t }));
    const during = await collection(t);
    expect(during.map((r) => r.question_id).sort()).toEqual([...questions].sort());
    expect(withAnswers(during)).toEqual([]);
    for (const qid of questions) {
      const { practice, answer } = await tryToRead(t, qid);
      expect(failure(practice)).toBe('试题不存在');
      expect(failure(answer)).toBe('试题不存在');
    }

    data(await s.post(`${V1}/paper/1/submit/all`, { pid: record_id }, { token: t }));
    expect(withAnswers(await collection(t))).toHaveLength(questions.length);
    data(await s.post(`${V1}/questions/practice`, { question_id: questions[0], answer: 'option1' }, { token: t }));
    expect(data(await s.get(`${V2}/question/${questions[0]}`, { token: t })).question.answer).not.toBe('');
  });

  it('hides answers seen before while a new attempt with those questions is under way', async () => {
    const t = await s.token(11);
    data(await s.get(`${V1}/paper/1/join`, { token: t }));
    expect(withAnswers(await collection(t))).toEqual([]);
    expect(failure((await tryToRead(t, paperQuestions(1)[0])).practice)).toBe('试题不存在');
  });
});

describe('a paid paper not bought', () => {
  it('lets none of its questions be collected or practised', async () => {
    const t = await s.token(12);
    const paper = data(await s.get(`${V1}/paper/2`, { token: t }));
    expect(paper.is_buy).toBe(false);
    const outline = Object.values(paper.questions).flat() as { id: number }[];
    expect(outline.length).toBeGreaterThan(0);
    for (const { id } of outline) {
      expect(failure(await s.post(`${V1}/collection/action`, { question_id: id }, { token: t }))).toBe('试题不存在');
      const { practice, answer } = await tryToRead(t, id);
      expect(failure(practice)).toBe('试题不存在');
      expect(failure(answer)).toBe('试题不存在');
      expect(failure(await s.get(`${V2}/question/${id}`, { token: t }))).toBe('试题不存在');
    }
    expect(await collection(t)).toEqual([]);
  });
});

describe('collecting ids blindly', () => {
  it('collects only what the member may already see: the questions of the practices open to them', async () => {
    const t = await s.token(13);
    const top = ids('SELECT id FROM paper_questions WHERE parent_id = 0 ORDER BY id');
    const open = ids(
      `SELECT DISTINCT cq.question_id AS id FROM practice_chapter_questions cq JOIN practice_chapters ch ON ch.id = cq.chapter_id
       JOIN practices p ON p.id = ch.practice_id WHERE p.charge = 0 ORDER BY id`,
    );
    const collected: number[] = [];
    for (let qid = 1; qid <= top[top.length - 1] + 3; qid++) {
      const res = await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t });
      if (res.body.code === 0) collected.push(qid);
      else expect(res.body.message).toBe('试题不存在');
    }
    expect(collected).toEqual(open);
    expect(top.filter((id) => !open.includes(id)).length).toBeGreaterThan(0);
  });
});

describe('a question collected before it could be seen', () => {
  it('shows no answer, cannot be practised, and can still be taken out', async () => {
    const t = await s.token(14);
    const hidden = paperQuestions(2)[0];
    s.ctx.db
      .prepare('INSERT INTO paper_collections (user_id, question_id, created_at) VALUES (14, ?, ?)')
      .run(hidden, s.ctx.options.now());
    expect(withAnswers(await collection(t))).toEqual([]);
    expect(failure((await tryToRead(t, hidden)).practice)).toBe('试题不存在');
    expect(failure(await s.get(`${V2}/question/${hidden}`, { token: t }))).toBe('试题不存在');
    expect(data(await s.post(`${V1}/collection/action`, { question_id: hidden }, { token: t }))).toEqual({ status: 0 });
  });
});

describe('a handed-in mock paper', () => {
  it('opens its drawn questions to the collection once handed in', async () => {
    const t = await s.token(15);
    const { recordId: record_id } = data(await s.post(`${V1}/mock_paper/1`, {}, { token: t }));
    const drawn = (data(await s.get(`${V1}/mock_paper/record/${record_id}`, { token: t })).questions as Shown[]).map(
      (q) => q.question_id,
    );
    for (const qid of drawn) data(await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t }));
    expect(withAnswers(await collection(t))).toEqual([]);
    data(await s.post(`${V1}/mock_paper/record/${record_id}/submit`, {}, { token: t }));
    expect(withAnswers(await collection(t))).toHaveLength(drawn.length);
  });
});
