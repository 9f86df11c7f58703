/**
 * The exam model read from the Paper addon's answers as the public PC client reads them
 * (tests/fixtures/addons, written from frontend-v3's source), and answers written back in the
 * forms that client posts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerEntry, RawQuestion, WireAnswer } from '#core/exam/index.js';
import {
  checkAnswer,
  deadlineOf,
  encodeAnswer,
  encodePart,
  examSaver,
  fromEntries,
  isAnswered,
  toQuestion,
} from '#core/exam/index.js';
import { noteServerDate, resetServerClock, serverNow } from '#core/time/server-clock.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/addons', `${name}.json`), 'utf8')).response.data as {
    questions: AnswerEntry[];
  };

describe('a handed-in paper as the addon sends it', () => {
  const { questions, answers, grades, images } = fromEntries(fixture('paper-play-finished').questions, true);

  it('reads the six types: options as option fields, a compound question’s parts from its JSON content', () => {
    expect(questions.map((q) => [q.id, q.type, q.typeText])).toEqual([
      [11, 1, '单选题'],
      [12, 2, '多选题'],
      [13, 3, '填空题'],
      [14, 4, '问答题'],
      [15, 5, '判断题'],
      [16, 6, '题帽题'],
    ]);
    const [single, , fill, essay, judge, compound] = questions;
    expect(single.options).toEqual([
      { key: 'option1', label: 'A', content: '<p>var</p>' },
      { key: 'option2', label: 'B', content: '<p>let</p>' },
      { key: 'option3', label: 'C', content: '<p>const</p>' },
      { key: 'option4', label: 'D', content: '<p>function</p>' },
    ]);
    expect(single).toMatchObject({ answer: 'option3', content: expect.stringContaining('<strong>不能</strong>') });
    expect(fill).toMatchObject({ blanks: 2, blankScores: [5, 5], answer: '["find","findIndex"]' });
    expect(essay.content).toContain('<iframe');
    expect(judge.options.map((o) => [o.key, o.content])).toEqual([
      ['1', '正确'],
      ['0', '错误'],
    ]);
    expect(compound.content).toMatch(/^<p>阅读以下代码并回答问题：<\/p>/);
    expect(compound.parts.map((p) => [p.id, p.type, p.answer])).toEqual([
      [0, 1, 'option2'],
      [1, 5, '1'],
    ]);
  });

  it('reads each type’s stored answer and grade, a compound question’s by part index', () => {
    expect(answers).toEqual({
      11: 'option3',
      12: ['option1', 'option2'],
      13: ['find', 'indexOf'],
      14: '宏任务执行完后清空微任务队列。',
      16: { 0: 'option2', 1: '1' },
    });
    expect(grades[11]).toEqual({ correct: true, score: 5 });
    expect(grades[12]).toEqual({ correct: false, score: 5 });
    expect(grades[16]).toEqual({
      correct: true,
      score: 10,
      parts: { 0: { correct: true, score: 5 }, 1: { correct: true, score: 5 } },
    });
    expect(images).toEqual({ 14: ['https://cdn.example.com/u/answer-1.png'] });
  });

  it('reads a part answered after a skipped one (rows keyed by index) and -1 as no answer', () => {
    const [compound] = fromEntries(fixture('paper-play-running').questions).questions.filter((q) => q.type === 6);
    const entry = {
      question_id: 16,
      question: fixture('paper-play-running').questions[5].question,
      answer_content: '{"1":{"answer":"0"}}',
      answer_contents_rows: { 1: { answer: '0', answer_contents_rows: 0, score: 0, is_correct: 0 } },
      thumbs_rows: [],
      is_correct: 0,
      score: 0,
    } satisfies AnswerEntry;
    expect(fromEntries([entry]).answers).toEqual({ 16: { 1: '0' } });
    expect(isAnswered(compound, { 1: '0' })).toBe(false);
    expect(isAnswered(compound, { 0: 'option1', 1: '0' })).toBe(true);
    const running = fromEntries(fixture('paper-play-running').questions);
    expect(running.answers[15]).toBeUndefined();
    expect(running.grades).toEqual({});
  });
});

describe('answers as the public client posts them', () => {
  it('writes each type’s form', () => {
    expect(encodePart(1, 'option3')).toBe('option3');
    expect(encodePart(2, ['option10', 'option2', 'option1'])).toBe('option1,option2,option10');
    expect(encodePart(2, [])).toBe('');
    expect(encodePart(3, ['find', ''])).toEqual(['find', '']);
    expect(encodePart(5, '0')).toBe(0);
    expect(encodePart(5, '1')).toBe(1);
    const compound = fromEntries(fixture('paper-play-running').questions).questions[5];
    expect(encodeAnswer(compound, { 1: '1' })).toEqual([null, 1]);
  });

  it('sends a compound question part by part in an exam, only the parts that changed', async () => {
    const { questions, answers } = fromEntries(fixture('paper-play-running').questions);
    const sent: Array<[number | string, WireAnswer]> = [];
    const save = examSaver(
      async (id, answer) => {
        sent.push([id, answer]);
      },
      questions,
      answers,
    );
    const compound = questions[5];
    // Stored already: part 0 "option2". A change to part 1 sends part 1 alone.
    await save(compound, { 0: 'option2', 1: '1' });
    await save(compound, { 0: 'option1', 1: '1' });
    // A part taken back is sent empty.
    await save(compound, { 1: '1' });
    await save(questions[4], '0');
    expect(sent).toEqual([
      ['16-cap-1', 1],
      ['16-cap-0', 'option1'],
      ['16-cap-0', ''],
      [15, 0],
    ]);
  });
});

describe('checking an answer against the question’s own', () => {
  const q = (raw: Partial<RawQuestion>) => toQuestion({ id: 1, score: 5, type: 1, ...raw });

  it('judges choices, blanks and compound parts; essays and withheld answers are not judged', () => {
    const single = q({ option1: 'a', option2: 'b', answer: 'option2' });
    expect(checkAnswer(single, 'option2')).toEqual({ correct: true });
    expect(checkAnswer(single, 'option1')).toEqual({ correct: false });
    const multiple = q({ type: 2, option1: 'a', option2: 'b', option3: 'c', answer: 'option1,option3' });
    expect(checkAnswer(multiple, ['option3', 'option1']).correct).toBe(true);
    expect(checkAnswer(multiple, ['option1']).correct).toBe(false);
    const fill = q({
      type: 3,
      input_length: 2,
      answer_transform: [
        { a: 'find', s: 5 },
        { a: 'findIndex', s: 5 },
      ],
    });
    expect(checkAnswer(fill, [' FIND', 'findindex']).correct).toBe(true);
    expect(checkAnswer(fill, ['find', '']).correct).toBe(false);
    expect(checkAnswer(q({ type: 4, answer: '<p>要点</p>' }), '随便').correct).toBeNull();
    expect(checkAnswer(q({ option1: 'a', answer: '' }), 'option1').correct).toBeNull();
    const compound = toQuestion(fixture('paper-play-finished').questions[5].question);
    expect(checkAnswer(compound, { 0: 'option2', 1: '0' })).toEqual({
      correct: false,
      parts: { 0: { correct: true }, 1: { correct: false } },
    });
  });
});

describe('deadlines and the server clock', () => {
  afterEach(resetServerClock);

  it('reads ended_at / expired_at as China time whatever the machine’s zone', () => {
    expect(deadlineOf({ ended_at: '2024-06-15 12:00:00' })).toBe(Date.UTC(2024, 5, 15, 4));
    expect(deadlineOf({ expired_at: '2024-06-15 12:00:00' })).toBe(Date.UTC(2024, 5, 15, 4));
    expect(deadlineOf({})).toBeNull();
  });

  it('learns the offset from Date, ignoring the jitter of whole seconds but not a real move', () => {
    const local = 1_700_000_000_000;
    expect(serverNow(local)).toBe(local);
    noteServerDate(new Date(local + 60_000).toUTCString(), local);
    expect(serverNow(local)).toBe(local + 60_500);
    noteServerDate(new Date(local + 61_000).toUTCString(), local);
    expect(serverNow(local)).toBe(local + 60_500);
    noteServerDate(new Date(local + 3_600_000).toUTCString(), local);
    expect(serverNow(local)).toBe(local + 3_600_500);
    noteServerDate('not a date', local);
    expect(serverNow(local)).toBe(local + 3_600_500);
  });
});
