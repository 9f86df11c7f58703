/**
 * Exam questions over HTTP in the shape MeEdu's Paper addon gives them, checked against fixtures
 * written from the public PC client's source (tests/fixtures/addons): `content_transform` and
 * `remark_transform` as `{text, images, iframes}`, choices as option1 … option10 answered
 * "optionN", fill-ins with `input_length` and `answer_transform`, true/false as 1 / 0, and a
 * compound question's JSON `content` `{header, questions}` answered part by part as "<id>-cap-<i>".
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
/** Fields of the fixtures the client never reads: a stored answer's own row id. */
const UNREAD = ['data.questions[].id'];

interface Transform {
  text: string;
  images: string[];
  iframes: string[];
}
interface Question {
  id: number;
  type: number;
  score: number;
  content: string;
  content_transform: Transform & { header_transform?: Transform };
  answer: string;
  remark: string;
  remark_transform: Transform;
  input_length?: number;
  answer_transform?: { a: string; s: number }[];
  [option: string]: unknown;
}
interface Entry {
  question_id: number;
  question: Question;
  answer_content: string;
  answer_contents_rows: unknown;
  thumbs_rows: string[];
  is_correct: number;
  score: number;
}

/** Paper 1 (seeded): single, single, multiple, fill-in, true/false, essay, compound. */
const PAPER = 1;
const ofType = (entries: Entry[], type: number) => entries.filter((e) => e.question.type === type);

describe('a paper being sat', () => {
  let token: string;
  let rid: number;
  let entries: Entry[];
  beforeAll(async () => {
    token = await s.token(10);
    rid = data(await s.get(`${V1}/paper/${PAPER}/join`, { token })).record_id;
    entries = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token })).questions;
  });

  it('has every field the public client reads, with the same types, and no answers yet', async () => {
    const play = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token }));
    expect(shapeErrors(play, fixture('paper-play-running').response.data, 'data', UNREAD)).toEqual([]);
    expect(play.user_paper.ended_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    for (const e of entries) {
      expect(e.question).toMatchObject({ answer: '', remark: '', remark_transform: { text: '', images: [] } });
    }
    const [fill] = ofType(entries, 3);
    expect(fill.question).toMatchObject({
      input_length: 2,
      answer_transform: [
        { a: '', s: 5 },
        { a: '', s: 5 },
      ],
    });
  });

  it('writes choices as option fields and the stem as text, pictures and frames', () => {
    const [single] = ofType(entries, 1);
    expect(single.question.content).toBe('<p>以下哪个关键字声明的变量<strong>不能</strong>被重新赋值？</p>');
    expect(single.question.content_transform).toEqual({
      text: '以下哪个关键字声明的变量不能被重新赋值？',
      images: [],
      iframes: [],
    });
    expect([1, 2, 3, 4, 5].map((n) => single.question[`option${n}`])).toEqual([
      'var',
      'let',
      'const',
      'function',
      null,
    ]);
    expect(single.question.option10).toBeNull();
    const [essay] = ofType(entries, 4);
    expect(essay.question.content_transform.images).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\/cover\/event-loop\.svg\?/),
    ]);
    const [judge] = ofType(entries, 5);
    expect(judge.question).not.toHaveProperty('option1');
    expect(judge.answer_contents_rows).toBe(-1);
  });

  it('puts a compound question’s parts in its JSON content, each with its own transforms', () => {
    const [compound] = ofType(entries, 6);
    const content = JSON.parse(compound.question.content) as { header: string; questions: Question[] };
    expect(content.header).toMatch(/^<p>阅读以下代码并回答问题：<\/p><pre><code>/);
    expect(compound.question.content_transform.header_transform!.text).toMatch(/^阅读以下代码并回答问题： const a/);
    expect(content.questions.map((p) => [p.type, p.score])).toEqual([
      [1, 5],
      [5, 5],
      [3, 5],
    ]);
    for (const part of content.questions) {
      expect(part.content_transform).toEqual({ text: expect.any(String), images: [], iframes: [] });
      expect(part).toMatchObject({ answer: '', remark: '' });
    }
    expect(content.questions[0].option2).toBe('4');
    expect(content.questions[2]).toMatchObject({ input_length: 1, answer_transform: [{ a: '', s: 5 }] });
    expect(compound.question.score).toBe(15);
  });

  it('takes each answer in the form the public client posts it, compound parts one by one', async () => {
    const examples = fixture('paper-submit-single').request.body_examples as { question_id: unknown }[];
    expect(examples.map((b) => b.question_id)).toContain('16-cap-1');
    const id = (type: number, n = 0) => ofType(entries, type)[n].question_id;
    const compound = id(6);
    const bodies = [
      { question_id: id(1), answer: 'option3' },
      { question_id: id(1, 1), answer: 'option1' },
      { question_id: id(2), answer: 'option1,option2' },
      { question_id: id(3), answer: ['find', 'findIndex'] },
      { question_id: id(3), answer: '' },
      { question_id: id(3), answer: ['FIND', 'indexOf'] },
      {
        question_id: id(4),
        answer: '宏任务执行完后清空微任务队列。',
        images: ['https://cdn.example.com/u/answer-1.png'],
      },
      { question_id: id(5), answer: 1 },
      { question_id: `${compound}-cap-0`, answer: 'option2' },
      { question_id: `${compound}-cap-1`, answer: 0 },
      { question_id: `${compound}-cap-2`, answer: ['3'] },
    ];
    for (const body of bodies) {
      const res = await s.post(`${V1}/paper/${PAPER}/submit/single`, { pid: rid, ...body }, { token });
      expect(res.body).toEqual(fixture('paper-submit-single').response);
    }
    const post = (question_id: unknown, answer: unknown) =>
      s.post(`${V1}/paper/${PAPER}/submit/single`, { pid: rid, question_id, answer }, { token });
    expect(failure(await post(id(1), 'C'))).toBe('答案格式错误');
    expect(failure(await post(id(5), 'true'))).toBe('答案格式错误');
    expect(failure(await post(`${compound}-cap-3`, 'option1'))).toBe('试题不存在');
    expect(failure(await post(`${id(1)}-cap-0`, 'option1'))).toBe('试题不存在');
    expect(failure(await post('7-cap-x', 'option1'))).toBe('参数错误');

    const running = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token })).questions as Entry[];
    const given = new Map(running.map((e) => [e.question_id, e]));
    expect(given.get(id(1))).toMatchObject({ answer_content: 'option3', answer_contents_rows: ['option3'] });
    expect(given.get(id(2))).toMatchObject({ answer_contents_rows: ['option1', 'option2'] });
    expect(given.get(id(3))).toMatchObject({ answer_contents_rows: ['FIND', 'indexOf'] });
    expect(given.get(id(4))).toMatchObject({ thumbs_rows: ['https://cdn.example.com/u/answer-1.png'] });
    expect(given.get(id(5))).toMatchObject({ answer_content: '1', answer_contents_rows: 1 });
    expect(given.get(compound)!.answer_contents_rows).toEqual([
      expect.objectContaining({ answer: 'option2', answer_contents_row: ['option2'] }),
      expect.objectContaining({ answer: '0', answer_contents_rows: 0 }),
      expect.objectContaining({ answer: '["3"]', answer_contents_rows: ['3'] }),
    ]);
    // Nothing is told before hand-in.
    for (const e of running) expect([e.is_correct, e.score]).toEqual([0, 0]);
  });

  it('scores the hand-in and then shows answers, marks and each part’s row', async () => {
    const result = await s.post(`${V1}/paper/${PAPER}/submit/all`, { pid: rid }, { token });
    expect(shapeErrors(result.body, fixture('paper-submit-all').response, 'body')).toEqual([]);
    // 5 + 0 + 5 (multiple, half) + 5 (one blank) + 15 (essay, every keyword) + 0 (judge) + 5 + 0 + 5 (compound)
    expect(result.body.data).toEqual({ status: 2, total_score: 40 });
    const done = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token }));
    expect(shapeErrors(done, fixture('paper-play-finished').response.data, 'data', UNREAD)).toEqual([]);
    const byId = new Map((done.questions as Entry[]).map((e) => [e.question_id, e]));
    const [single, single2] = ofType(done.questions, 1);
    expect(single).toMatchObject({ is_correct: 1, score: 5 });
    expect(single.question).toMatchObject({ answer: 'option3', remark: expect.stringContaining('const') });
    expect(single.question.remark_transform.text).toMatch(/^const 声明的是常量绑定/);
    expect(single2).toMatchObject({ is_correct: 0, score: 0 });
    const [fill] = ofType(done.questions, 3);
    expect(fill.question).toMatchObject({
      answer: 'v2:::[{"a":"find","s":5},{"a":"findIndex","s":5}]',
      answer_transform: [
        { a: 'find', s: 5 },
        { a: 'findIndex', s: 5 },
      ],
    });
    expect(fill).toMatchObject({ is_correct: 0, score: 5 });
    const [judge] = ofType(done.questions, 5);
    expect(judge.question.answer).toBe('0');
    const [compound] = ofType(done.questions, 6);
    expect(compound).toMatchObject({ is_correct: 0, score: 10 });
    expect((compound.answer_contents_rows as { score: number; is_correct: number }[]).map((r) => r.score)).toEqual([
      5, 0, 5,
    ]);
    const parts = (JSON.parse(compound.question.content) as { questions: Question[] }).questions;
    expect(parts.map((p) => p.answer)).toEqual(['option2', '1', 'v2:::[{"a":"3","s":5}]']);
    expect(byId.size).toBe(7);
  });
});

describe('a compound question left partly unanswered', () => {
  it('keys its rows by part index, the missing part absent', async () => {
    const token = await s.token(11);
    const rid = data(await s.get(`${V1}/paper/${PAPER}/join`, { token })).record_id;
    const entries = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token })).questions as Entry[];
    const [compound] = ofType(entries, 6);
    data(
      await s.post(
        `${V1}/paper/${PAPER}/submit/single`,
        { pid: rid, question_id: `${compound.question_id}-cap-1`, answer: 1 },
        { token },
      ),
    );
    const again = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token })).questions as Entry[];
    const rows = ofType(again, 6)[0].answer_contents_rows as Record<string, { answer: string }>;
    expect(Object.keys(rows)).toEqual(['1']);
    expect(rows['1'].answer).toBe('1');
    // A cleared answer is no answer.
    data(
      await s.post(
        `${V1}/paper/${PAPER}/submit/single`,
        { pid: rid, question_id: `${compound.question_id}-cap-1`, answer: '' },
        { token },
      ),
    );
    const cleared = data(await s.get(`${V1}/paper/${PAPER}/join/${rid}`, { token })).questions as Entry[];
    expect(ofType(cleared, 6)[0]).toMatchObject({ answer_content: '', answer_contents_rows: [] });
  });
});
