import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, OFFLINE_MESSAGE } from '#core/client/index.js';
import {
  configureEnvironment,
  manualClock,
  memoryStore,
  recordingEnvironment,
  type KeyValueStore,
  type ManualClock,
} from '#core/env/index.js';
import {
  createAnswerSheet,
  formatCountdown,
  outboxKey,
  TEXT_DELAY_MS,
  type AnswerSheet,
  type Question,
  type SheetOptions,
  type SubmitOutcome,
} from '#core/exam/index.js';
import { deferred } from '../../support/async.js';

const q = (id: number, type: number, extra: Partial<Question> = {}): Question => ({
  id,
  type,
  typeText: '',
  score: 5,
  content: `<p>第${id}题</p>`,
  options: [],
  blanks: type === 3 ? 2 : 0,
  blankScores: [],
  parts: [],
  answer: '',
  remark: '',
  ...extra,
});

const QUESTIONS = [q(1, 1), q(2, 2), q(3, 3), q(4, 4), q(5, 5), q(6, 6, { parts: [q(0, 1), q(1, 3)] })];

const offline = () => new ApiError(NETWORK_ERROR, OFFLINE_MESSAGE, 0);
const refused = (message: string) => new ApiError(1, message, 200);

/** Lets promise callbacks run (the sheet's sends settle in microtasks). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/**
 * A fake server: every send is recorded in order and answered by `reply` (default: accepted).
 */
function fakeServer() {
  const sent: Array<{ id: number; answer: unknown }> = [];
  let reply: (id: number) => Promise<void> = () => Promise.resolve();
  return {
    sent,
    reply: (fn: (id: number) => Promise<void>) => (reply = fn),
    save: ((question, answer) => {
      sent.push({ id: question.id, answer });
      return reply(question.id);
    }) as SheetOptions['save'],
  };
}

let clock: ManualClock;
let storage: KeyValueStore;
let restore: () => void;
const sheets: AnswerSheet[] = [];

beforeEach(() => {
  const e = recordingEnvironment(1_700_000_000_000);
  restore = configureEnvironment(e);
  clock = manualClock(1_700_000_000_000);
  storage = memoryStore();
});
afterEach(() => {
  for (const s of sheets.splice(0)) s.destroy();
  restore();
});

function sheet(options: Partial<SheetOptions> & Pick<SheetOptions, 'save'>) {
  const s = createAnswerSheet({
    attempt: 'paper:1:9',
    questions: QUESTIONS,
    clock,
    storage,
    serverNow: (local) => local,
    ...options,
  });
  sheets.push(s);
  return s;
}

describe('countdown', () => {
  it('formats the time left as HH时MM分SS秒, rounding part seconds up', () => {
    expect(formatCountdown(3_723_000)).toBe('01时02分03秒');
    expect(formatCountdown(59_001)).toBe('00时01分00秒');
    expect(formatCountdown(0)).toBe('00时00分00秒');
    expect(formatCountdown(-5000)).toBe('00时00分00秒');
    expect(formatCountdown(26 * 3600_000)).toBe('26时00分00秒');
  });

  it('counts down by the server’s clock, not the tab’s, and hands in by itself at zero', async () => {
    const server = fakeServer();
    // The server is 90 s ahead of this machine; the attempt ends 100 s from now by the server.
    let skew = 90_000;
    const submits: number[] = [];
    const s = sheet({
      save: server.save,
      serverNow: (local) => local + skew,
      deadline: clock.now() + skew + 100_000,
      submit: async () => {
        submits.push(clock.now());
        return { kind: 'scored', score: 42 };
      },
    });
    expect(s.$state.get().remainingMs).toBe(100_000);
    clock.advance(1000);
    expect(s.$state.get().remainingMs).toBe(99_000);
    // The server's clock moves (learnt from a later answer's Date): the countdown follows it.
    skew += 60_000;
    clock.advance(1000);
    expect(s.$state.get().remainingMs).toBe(38_000);
    expect(submits).toEqual([]);
    clock.advance(38_000);
    await settle();
    expect(submits).toHaveLength(1);
    expect(s.$state.get()).toMatchObject({
      phase: 'submitted',
      remainingMs: 0,
      outcome: { kind: 'scored', score: 42 },
    });
    // Nothing more is scheduled once handed in.
    expect(clock.pending()).toBe(0);
  });

  it('hands in at once an attempt whose time is already up', async () => {
    const outcome: SubmitOutcome = { kind: 'marking', score: 10 };
    const s = sheet({ save: fakeServer().save, deadline: clock.now() - 1, submit: async () => outcome });
    await settle();
    expect(s.$state.get()).toMatchObject({ phase: 'submitted', outcome });
  });
});

describe('saving answers', () => {
  it('saves each answer as it is given', async () => {
    const server = fakeServer();
    const s = sheet({ save: server.save });
    s.answer(1, 'option3');
    await settle();
    s.answer(2, ['option3', 'option1']);
    await settle();
    s.answer(6, { 0: 'option2', 1: ['3', ''] });
    await settle();
    expect(server.sent).toEqual([
      { id: 1, answer: 'option3' },
      { id: 2, answer: ['option3', 'option1'] },
      { id: 6, answer: { 0: 'option2', 1: ['3', ''] } },
    ]);
    expect(s.$state.get().saves).toEqual({ 1: 'saved', 2: 'saved', 6: 'saved' });
    expect(s.unanswered()).toBe(3);
    expect(storage.getItem(outboxKey('paper:1:9'))).toBeNull();
  });

  it('sends a typed answer once typing pauses, one request for the whole word', async () => {
    const server = fakeServer();
    const s = sheet({ save: server.save });
    for (const text of ['宏', '宏任务', '宏任务先执行']) {
      s.answer(4, text, 'soon');
      clock.advance(300);
      await settle();
    }
    expect(server.sent).toEqual([]);
    expect(s.$state.get().saves[4]).toBe('pending');
    // Kept in the browser meanwhile: a reload now would not lose it.
    expect(JSON.parse(storage.getItem(outboxKey('paper:1:9'))!)).toMatchObject([{ id: 4, value: '宏任务先执行' }]);
    clock.advance(TEXT_DELAY_MS);
    await settle();
    expect(server.sent).toEqual([{ id: 4, answer: '宏任务先执行' }]);
  });

  it('keeps answers that could not be sent and sends them again, in order, when the network returns', async () => {
    const server = fakeServer();
    server.reply(() => Promise.reject(offline()));
    const s = sheet({ save: server.save });
    s.answer(1, 'A');
    await settle();
    s.answer(5, '1');
    s.answer(2, ['B']);
    s.answer(3, ['find', 'findIndex']);
    // Changed while waiting: the newer answer replaces the one not yet sent.
    s.answer(5, '0');
    await settle();
    expect(s.$state.get()).toMatchObject({
      offline: true,
      saves: { 1: 'pending', 2: 'pending', 3: 'pending', 5: 'pending' },
    });
    const stored = JSON.parse(storage.getItem(outboxKey('paper:1:9'))!) as Array<{ id: number; value: unknown }>;
    expect(stored.map((e) => [e.id, e.value])).toEqual([
      [1, 'A'],
      [2, ['B']],
      [3, ['find', 'findIndex']],
      [5, '0'],
    ]);

    server.sent.length = 0;
    server.reply(() => Promise.resolve());
    s.setOnline(true);
    await settle();
    expect(server.sent.map((x) => [x.id, x.answer])).toEqual([
      [1, 'A'],
      [2, ['B']],
      [3, ['find', 'findIndex']],
      [5, '0'],
    ]);
    expect(s.$state.get()).toMatchObject({ offline: false, saves: { 1: 'saved', 2: 'saved', 3: 'saved', 5: 'saved' } });
    expect(storage.getItem(outboxKey('paper:1:9'))).toBeNull();
  });

  it('tries again by itself, waiting longer each time, while the network stays away', async () => {
    const server = fakeServer();
    server.reply(() => Promise.reject(offline()));
    const s = sheet({ save: server.save });
    s.answer(1, 'A');
    await settle();
    expect(server.sent).toHaveLength(1);
    clock.advance(999);
    await settle();
    expect(server.sent).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(server.sent).toHaveLength(2);
    server.reply(() => Promise.resolve());
    clock.advance(2000);
    await settle();
    expect(server.sent).toHaveLength(3);
    expect(s.$state.get().saves[1]).toBe('saved');
  });

  it('shows a refused answer as failed with the server’s reason and goes on with the next', async () => {
    const server = fakeServer();
    server.reply((id) => (id === 3 ? Promise.reject(refused('答案格式错误')) : Promise.resolve()));
    const s = sheet({ save: server.save });
    s.answer(3, ['x']);
    s.answer(1, 'B');
    await settle();
    expect(s.$state.get().saves).toEqual({ 3: 'failed', 1: 'saved' });
    expect(s.$state.get().errors).toEqual({ 3: '答案格式错误' });
    expect(storage.getItem(outboxKey('paper:1:9'))).toBeNull();
  });

  it('hands in when the server says the time is up, and reports the attempt closed', async () => {
    const server = fakeServer();
    server.reply(() => Promise.reject(refused('考试已结束')));
    const s = sheet({ save: server.save, submit: () => Promise.reject(refused('试卷已交卷')) });
    s.answer(1, 'A');
    await settle();
    expect(s.$state.get()).toMatchObject({ phase: 'submitted', outcome: { kind: 'closed', message: '试卷已交卷' } });
    // Nothing is taken once handed in.
    s.answer(2, ['A']);
    expect(s.$state.get().answers[2]).toBeUndefined();
  });
});

describe('restoring an attempt', () => {
  it('restores every unconfirmed answer after a reload and sends them in the order given', async () => {
    const first = fakeServer();
    first.reply(() => Promise.reject(offline()));
    const before = sheet({ save: first.save, answers: { 5: '1' } });
    before.answer(2, ['A', 'D']);
    clock.advance(10);
    before.answer(1, 'C');
    clock.advance(10);
    before.answer(4, '先宏任务后微任务', 'soon');
    await settle();
    // The tab goes away (reload) with nothing confirmed.
    before.destroy();

    const server = fakeServer();
    const after = sheet({ save: server.save, answers: { 5: '1' } });
    expect(after.$state.get().answers).toEqual({ 5: '1', 2: ['A', 'D'], 1: 'C', 4: '先宏任务后微任务' });
    expect(after.$state.get().saves).toEqual({ 5: 'saved', 2: 'pending', 1: 'pending', 4: 'pending' });
    await settle();
    expect(server.sent.map((x) => x.id)).toEqual([2, 1, 4]);
    expect(after.$state.get().saves).toEqual({ 5: 'saved', 2: 'saved', 1: 'saved', 4: 'saved' });
    expect(storage.getItem(outboxKey('paper:1:9'))).toBeNull();
  });

  it('a second tab of the same attempt keeps the first tab’s unsent answers while saving its own', async () => {
    const a = fakeServer();
    a.reply(() => Promise.reject(offline()));
    const tabA = sheet({ save: a.save });
    tabA.answer(1, 'A');
    await settle();

    const b = fakeServer();
    b.reply(() => new Promise<void>(() => {}));
    const tabB = sheet({ save: b.save });
    // Tab B found tab A's answer and is sending it; its own answer waits behind it.
    expect(tabB.$state.get().answers[1]).toBe('A');
    tabB.answer(2, ['C']);
    await settle();
    const stored = JSON.parse(storage.getItem(outboxKey('paper:1:9'))!) as Array<{ id: number }>;
    expect(stored.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('handing in', () => {
  it('waits until every answer is confirmed, then hands in', async () => {
    const server = fakeServer();
    const held = deferred<void>();
    server.reply((id) => (id === 2 ? held.promise : Promise.resolve()));
    const handedIn: number[] = [];
    const s = sheet({
      save: server.save,
      submit: async () => {
        handedIn.push(server.sent.length);
        return { kind: 'scored', score: 30 };
      },
    });
    s.answer(2, ['A']);
    s.answer(4, '文字', 'soon');
    const outcome = s.submit();
    await settle();
    expect(s.$state.get().phase).toBe('submitting');
    expect(handedIn).toEqual([]);
    // The typed answer goes at once rather than after the pause; hand-in still waits for answer 2.
    held.resolve();
    await settle();
    expect(handedIn).toEqual([2]);
    expect(server.sent.map((x) => x.id)).toEqual([2, 4]);
    await expect(outcome).resolves.toEqual({ kind: 'scored', score: 30 });
  });

  it('hands in once the network returns when answers were waiting for it', async () => {
    const server = fakeServer();
    server.reply(() => Promise.reject(offline()));
    let handedIn = 0;
    const s = sheet({ save: server.save, submit: async () => (handedIn++, { kind: 'marking', score: 5 }) });
    s.answer(1, 'A');
    await settle();
    const outcome = s.submit();
    await settle();
    expect(handedIn).toBe(0);
    server.reply(() => Promise.resolve());
    s.setOnline(true);
    await expect(outcome).resolves.toEqual({ kind: 'marking', score: 5 });
    expect(handedIn).toBe(1);
  });

  it('retries a hand-in the network lost, and asks once however often it is pressed', async () => {
    let tries = 0;
    const s = sheet({
      save: fakeServer().save,
      submit: async () => {
        tries++;
        if (tries === 1) throw offline();
        return { kind: 'scored', score: 1 };
      },
    });
    const one = s.submit();
    const two = s.submit();
    expect(one).toBe(two);
    await settle();
    expect(s.$state.get().offline).toBe(true);
    clock.advance(1000);
    await expect(one).resolves.toEqual({ kind: 'scored', score: 1 });
    expect(tries).toBe(2);
  });
});

describe('checking as it goes (practice, replays)', () => {
  it('keeps drafts until sent and stores the grade the check returns', async () => {
    const grades = { correct: false, score: 0 };
    const sent: number[] = [];
    const s = sheet({
      save: async (question) => {
        sent.push(question.id);
        return grades;
      },
    });
    s.answer(2, ['A'], 'draft');
    s.answer(2, ['A', 'B'], 'draft');
    await settle();
    expect(sent).toEqual([]);
    s.send(2);
    await settle();
    expect(sent).toEqual([2]);
    expect(s.$state.get().grades[2]).toEqual(grades);
    s.addQuestions([q(9, 5)]);
    s.answer(9, '1');
    await settle();
    expect(sent).toEqual([2, 9]);
  });
});
