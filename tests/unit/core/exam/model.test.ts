import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerEntry } from '../../../../src/core/api/paper-types.js';
import { deadlineOf, encodeAnswer, fromEntries, isAnswered } from '../../../../src/core/exam/index.js';
import { noteServerDate, resetServerClock, serverNow } from '../../../../src/core/time/server-clock.js';

const entry = (question: AnswerEntry['question'], more: Partial<AnswerEntry> = {}): AnswerEntry => ({
  question_id: question.id,
  question,
  answer_content: '',
  answer_contents_rows: [],
  thumbs_rows: [],
  is_correct: -1,
  score: 0,
  ...more,
});

describe('questions and answers from a play page', () => {
  it('reads each type’s answer, a compound question’s parts and revealed grades', () => {
    const { questions, answers, grades, images } = fromEntries([
      entry(
        { id: 1, type: 1, score: 5, content_transform: '<p>A?</p>', options: [{ key: 'A', content: 'x' }] },
        { answer_content: 'A' },
      ),
      entry(
        { id: 2, type: 2, score: 10 },
        { answer_content: 'A,C', answer_contents_rows: ['A', 'C'], is_correct: 0, score: 5 },
      ),
      entry(
        { id: 3, type: 3, score: 10, blanks_count: 2 },
        { answer_content: '["find",""]', answer_contents_rows: ['find', ''] },
      ),
      entry({ id: 4, type: 4, score: 15 }, { answer_content: '文字', thumbs_rows: ['https://x.test/a.png'] }),
      entry({ id: 5, type: 5, score: 5 }),
      entry(
        {
          id: 6,
          type: 6,
          score: 10,
          children: [
            { id: 61, type: 2, score: 5 },
            { id: 62, type: 3, score: 5, blanks_count: 1 },
          ],
        },
        {
          answer_content: '{"61":"A,B"}',
          is_correct: 0,
          score: 5,
          children: [
            {
              question_id: 61,
              answer_content: 'A,B',
              answer_contents_rows: ['A', 'B'],
              thumbs_rows: [],
              is_correct: 1,
              score: 5,
            },
            { question_id: 62, answer_content: '', answer_contents_rows: [], thumbs_rows: [], is_correct: 0, score: 0 },
          ],
        },
      ),
    ]);
    expect(questions.map((q) => [q.id, q.typeText])).toEqual([
      [1, '单选题'],
      [2, '多选题'],
      [3, '填空题'],
      [4, '问答题'],
      [5, '判断题'],
      [6, '题帽题'],
    ]);
    expect(questions[4].options.map((o) => o.content)).toEqual(['正确', '错误']);
    expect(answers).toEqual({ 1: 'A', 2: ['A', 'C'], 3: ['find', ''], 4: '文字', 6: { 61: ['A', 'B'] } });
    expect(grades[2]).toEqual({ correct: false, score: 5 });
    expect(grades[6]).toEqual({
      correct: false,
      score: 5,
      parts: { 61: { correct: true, score: 5 }, 62: { correct: false, score: 0 } },
    });
    expect(grades[1]).toBeUndefined();
    expect(images).toEqual({ 4: ['https://x.test/a.png'] });
    // A compound question counts as done only with every part answered.
    expect(isAnswered(questions[5], answers[6])).toBe(false);
    expect(isAnswered(questions[5], { 61: ['A'], 62: ['3'] })).toBe(true);
    expect(isAnswered(questions[2], ['', ' '])).toBe(false);
    expect(encodeAnswer(questions[5], { 61: ['B', 'A'], 62: [''] })).toEqual({ 61: 'A,B' });
  });
});

describe('the server clock', () => {
  afterEach(resetServerClock);

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

  it('takes a record’s deadline from its remaining seconds, else from the time it names (PRC)', () => {
    expect(
      deadlineOf({ id: 1, status: 1, score: 0, remaining_seconds: 90, ended_at: '2020-01-01 00:00:00' }, 5000),
    ).toBe(95_000);
    expect(deadlineOf({ id: 1, status: 0, score: 0, expired_at: '2024-06-15 12:00:00' }, 0)).toBe(
      Date.UTC(2024, 5, 15, 4),
    );
    expect(deadlineOf({ id: 1, status: 1, score: 0 }, 0)).toBeNull();
  });
});
