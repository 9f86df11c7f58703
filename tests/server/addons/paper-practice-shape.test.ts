/**
 * Practice over HTTP in the shape of MeEdu's Paper addon, against fixtures written from the public
 * PC client's source: the list's `question_count` / `user_count`, the detail's `can`,
 * `practice_user_record` and `user_chapter_records`, a chapter or the day's set as `first_question`
 * + `qid_arr` (+ `has_practice_question_ids`), questions answered up front, and 对答案 posted to
 * `…/join/question/{id}/answer` — where an empty `[]` (the client's single-choice quirk) records
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, shapeErrors, withQuestionErrors } from './client-shape.js';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/Paper/api/v1';
const V2 = '/addons/Paper/api/v2';
/** Seeded: practice 1, JavaScript 每日一练; chapter 基础语法 (single, single, true/false), 进阶专题. */
const PRACTICE = 1;

const count = (sql: string, ...args: unknown[]) => (s.ctx.db.prepare(sql).get(...args) as { n: number }).n;
const practised = (user: number) =>
  count('SELECT COUNT(*) AS n FROM practice_answers WHERE user_id = ? AND practice_id = ?', user, PRACTICE);
const wrongs = (user: number) => count('SELECT COUNT(*) AS n FROM paper_wrongbook WHERE user_id = ?', user);

describe('practice lists and detail', () => {
  it('lists practices with the member’s progress', async () => {
    const list = data(await s.get(`${V1}/practices`, { token: await s.token(1), query: { page: 1, page_size: 10 } }));
    expect(shapeErrors(list, fixture('practices').response.data)).toEqual([]);
    const js = list.data.data.find((p: { id: number }) => p.id === PRACTICE);
    // The demo member has answered three of its seven questions: 练习中.
    expect(js).toMatchObject({ question_count: 7, user_count: 3, cur_user_can_join: true });
    const anon = data(await s.get(`${V1}/practices`)).data.data.find((p: { id: number }) => p.id === PRACTICE);
    expect(anon.user_count).toBe(0);
  });

  it('gives the detail the client reads: can, the member’s record and one per chapter', async () => {
    const d = data(await s.get(`${V1}/practice/${PRACTICE}`, { token: await s.token(1) }));
    expect(shapeErrors(d, fixture('practice-detail').response.data)).toEqual([]);
    expect(d.practice.question_count).toBe(7);
    expect(d.chapters.map((c: { question_count: number }) => c.question_count)).toEqual([3, 4]);
    expect(d.can).toBe(true);
    expect(d.practice_user_record).toEqual({ submit_count: 3 });
    expect(d.user_chapter_records).toEqual({ [d.chapters[0].id]: { submit_count: 3 } });

    const fresh = data(await s.get(`${V1}/practice/${PRACTICE}`, { token: await s.token(12) }));
    expect(fresh).toMatchObject({ can: true, practice_user_record: null, user_chapter_records: [] });
    const paid = data(await s.get(`${V1}/practice/2`, { token: await s.token(12) }));
    expect(paid.can).toBe(false);
  });
});

describe('practising', () => {
  it('opens a chapter with its first question answered up front and the ids in order', async () => {
    const token = await s.token(1);
    const d = data(await s.get(`${V1}/practice/${PRACTICE}`, { token }));
    const join = data(await s.get(`${V1}/practice/${PRACTICE}/join/${d.chapters[0].id}`, { token }));
    expect(withQuestionErrors(join, fixture('practice-join-chapter').response.data, 'first_question')).toEqual([]);
    expect(join.qid_arr).toHaveLength(3);
    expect(join.has_practice_question_ids).toEqual(join.qid_arr);
    expect(join.first_question).toMatchObject({ id: join.qid_arr[0], type: 1, answer: 'option3' });
    expect(join.first_question.remark_transform.text).not.toBe('');

    const day = data(await s.get(`${V1}/practice/${PRACTICE}/day`, { token }));
    expect(withQuestionErrors(day, fixture('practice-day').response.data, 'first_question')).toEqual([]);
    expect(day.qid_arr).toHaveLength(5);
    expect(data(await s.get(`${V1}/practice/${PRACTICE}/day`, { token })).qid_arr).toEqual(day.qid_arr);
    expect(day.first_question.id).toBe(day.qid_arr[0]);

    const next = data(await s.get(`${V1}/practice/${PRACTICE}/join/question/${join.qid_arr[2]}`, { token }));
    expect(withQuestionErrors(next, fixture('practice-question').response.data, 'question')).toEqual([]);
    expect(next.question).toMatchObject({ id: join.qid_arr[2], type: 5, answer: '0' });
    expect(failure(await s.get(`${V1}/practice/${PRACTICE}/join/999999`, { token }))).toBe('章节不存在');
    expect(failure(await s.get(`${V1}/practice/2/day`, { token: await s.token(12) }))).toBe('请购买练习');
  });

  it('keeps 对答案 answers, sends wrong ones to the wrong-book, and records nothing for []', async () => {
    const user = 13;
    const token = await s.token(user);
    const d = data(await s.get(`${V1}/practice/${PRACTICE}`, { token }));
    const [single, , judge] = data(await s.get(`${V1}/practice/${PRACTICE}/join/${d.chapters[0].id}`, { token }))
      .qid_arr as number[];
    const answer = (qid: number, body: unknown) =>
      s.post(`${V1}/practice/${PRACTICE}/join/question/${qid}/answer`, body, { token });

    // The public client picks a single choice and posts before it has stored the pick.
    const quirk = await answer(single, { answer: [] });
    expect(quirk.body).toEqual(fixture('practice-question-answer').response);
    expect([practised(user), wrongs(user)]).toEqual([0, 0]);

    expect((await answer(single, { answer: 'option1' })).body.code).toBe(0);
    expect((await answer(judge, { answer: 0 })).body.code).toBe(0);
    expect([practised(user), wrongs(user)]).toEqual([2, 1]);
    const after = data(await s.get(`${V1}/practice/${PRACTICE}`, { token }));
    expect(after.user_chapter_records[d.chapters[0].id]).toEqual({ submit_count: 2 });

    // A compound question: a list indexed by part, null for a part left out.
    const advanced = data(await s.get(`${V1}/practice/${PRACTICE}/join/${d.chapters[1].id}`, { token }));
    const compound = (advanced.qid_arr as number[])[3];
    expect((await answer(compound, { answer: ['option2', null, ['3']] })).body.code).toBe(0);
    expect(practised(user)).toBe(4);
    expect(failure(await answer(compound, { answer: ['option2', 1, ['3'], 'x'] }))).toBe('答案格式错误');
    expect(failure(await answer(single, { answer: 'A' }))).toBe('答案格式错误');
    expect(failure(await answer(999999, { answer: 'option1' }))).toBe('试题不存在');
  });

  it('hides the answers of questions on a paper the member is sitting, and takes none for them', async () => {
    const token = await s.token(14);
    data(await s.get(`${V1}/paper/1/join`, { token }));
    const d = data(await s.get(`${V1}/practice/${PRACTICE}`, { token }));
    const join = data(await s.get(`${V1}/practice/${PRACTICE}/join/${d.chapters[0].id}`, { token }));
    expect(join.first_question).toMatchObject({ answer: '', remark: '' });
    const q = data(await s.get(`${V1}/practice/${PRACTICE}/join/question/${join.qid_arr[1]}`, { token }));
    expect(q.question.answer).toBe('');
    expect(
      failure(
        await s.post(
          `${V1}/practice/${PRACTICE}/join/question/${join.qid_arr[0]}/answer`,
          { answer: 'option3' },
          { token },
        ),
      ),
    ).toBe('试题不存在');
  });
});

describe('wrong-book and collection replays', () => {
  it('start with the first question answered up front; [] after a pick records nothing', async () => {
    const user = 1;
    const token = await s.token(user);
    const replay = data(await s.get(`${V2}/wrongbook/questions`, { token }));
    expect(withQuestionErrors(replay, fixture('wrongbook-questions').response.data, 'first_question')).toEqual([]);
    expect(replay.first_question.id).toBe(replay.questions_ids[0]);
    expect(replay.first_question.remark).not.toBe('');
    const collected = data(await s.get(`${V2}/collection/questions`, { token }));
    expect(withQuestionErrors(collected, fixture('collection-questions-v2').response.data, 'first_question')).toEqual(
      [],
    );

    const id = replay.questions_ids[0] as number;
    const q = data(await s.get(`${V2}/question/${id}`, { token, query: { from: 'wrongbook' } }));
    expect(withQuestionErrors(q, fixture('question-v2').response.data, 'question')).toEqual([]);
    expect(q.question.remark).not.toBe('');

    const before = count(
      'SELECT wrong_times AS n FROM paper_wrongbook WHERE user_id = ? AND question_id = ?',
      user,
      id,
    );
    const quirk = await s.post(`${V2}/question/${id}/answer`, { answer: [], from: 'wrongbook' }, { token });
    expect(quirk.body).toEqual(fixture('question-v2-answer').response);
    expect(count('SELECT wrong_times AS n FROM paper_wrongbook WHERE user_id = ? AND question_id = ?', user, id)).toBe(
      before,
    );
  });
});
