import { atom, type ReadableAtom } from 'nanostores';
import { ApiError, NETWORK_ERROR } from '../client/index.js';
import { env, type Clock, type KeyValueStore, type TimerHandle } from '../env/index.js';
import { serverNow as serverClockNow } from '../time/server-clock.js';
import { isAnswered } from './answers.js';
import type { AnswerValue, Grade, Question } from './model.js';
import { createOutbox, type OutboxEntry } from './outbox.js';

/** Where an answer stands: confirmed by the server, on its way (or waiting for the network), or refused. */
export type SaveState = 'saved' | 'pending' | 'failed';

/**
 * How a hand-in ended: scored; handed in but a teacher marks the essays first; or the server
 * had already closed the attempt (its time ran out there), with the server's words.
 */
export type SubmitOutcome =
  { kind: 'scored'; score: number } | { kind: 'marking'; score: number } | { kind: 'closed'; message: string };

export type SheetPhase = 'answering' | 'submitting' | 'submitted';

export interface SheetState {
  answers: Record<number, AnswerValue>;
  saves: Record<number, SaveState>;
  /** The server's refusal of an answer, by question. */
  errors: Record<number, string>;
  /** Checked answers (practice and replays, as each is sent). */
  grades: Record<number, Grade>;
  /** The last attempt to reach the server failed: answers wait in the browser. */
  offline: boolean;
  /** Time left by the server's clock, for a timed attempt. */
  remainingMs: number | null;
  phase: SheetPhase;
  outcome: SubmitOutcome | null;
}

/** How soon a change is sent: at once (a choice), after typing pauses (text), or only on send() (practice drafts). */
export type SaveTiming = 'now' | 'soon' | 'draft';

export interface SheetOptions {
  /** Names the attempt in browser storage (e.g. `paper:1:55`). */
  attempt: string;
  questions: Question[];
  /** Answers the server already has. */
  answers?: Record<number, AnswerValue>;
  grades?: Record<number, Grade>;
  /** End of a timed attempt, in server time (ms); null or absent for untimed ones. */
  deadline?: number | null;
  /** Sends one answer; resolves its grade where it is checked at once (practice, replays). */
  save(question: Question, value: AnswerValue): Promise<Grade | void | undefined>;
  /** Hands the attempt in (exams). */
  submit?(): Promise<SubmitOutcome>;
  /** Refusals of an answer meaning the attempt is over (its time ran out on the server). */
  endedMessages?: readonly string[];
  clock?: Clock;
  storage?: KeyValueStore;
  /** Server time for a local time (core/time/server-clock by default). */
  serverNow?(localNow: number): number;
  /** Pause after typing before a text answer is sent. */
  textDelayMs?: number;
}

export interface AnswerSheet {
  readonly $state: ReadableAtom<SheetState>;
  /** The questions known so far (a replay adds each as it is opened). */
  questions(): Question[];
  addQuestions(questions: Question[]): void;
  /** Records an answer and sends it (see SaveTiming); ignored once handed in. */
  answer(id: number, value: AnswerValue, timing?: SaveTiming): void;
  /** Sends the current answer of a question (a practice draft being checked). */
  send(id: number): void;
  /** The browser's online and offline events: coming back online sends what waits at once. */
  setOnline(online: boolean): void;
  /** Questions not answered yet (a compound one counts until every part has an answer). */
  unanswered(): number;
  /** Waits until every answer is confirmed (or refused), then hands in. Resolves the outcome. */
  submit(): Promise<SubmitOutcome>;
  destroy(): void;
}

/** Waits between attempts to reach the server while it cannot be reached. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000] as const;
export const TEXT_DELAY_MS = 800;
export const ENDED_MESSAGES = ['考试已结束'] as const;

/** A transport failure, a 401 or a rate limit: worth trying again; anything else the server refused. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.code === NETWORK_ERROR || error.code === 401 || error.code === 429);

const messageOf = (error: unknown) => (error instanceof Error && error.message) || '保存失败';

let uidCounter = 0;

/**
 * The headless answer sheet every play page draws: answers are saved as they are given, one at a
 * time in the order given; an answer that cannot be sent waits in browser storage (per attempt)
 * and is sent again when the network returns, and after a reload or in a second tab; hand-in
 * waits until every answer is confirmed; a timed attempt counts down by the server's clock and is
 * handed in at zero. Timers come from the injectable clock.
 */
export function createAnswerSheet(options: SheetOptions): AnswerSheet {
  const e = env();
  const clock = options.clock ?? e.clock;
  const serverNow = options.serverNow ?? serverClockNow;
  const outbox = createOutbox(options.storage ?? e.local, options.attempt);
  const endedMessages = options.endedMessages ?? ENDED_MESSAGES;
  const textDelay = options.textDelayMs ?? TEXT_DELAY_MS;
  const questions = [...options.questions];
  const byId = new Map(questions.map((q) => [q.id, q]));

  const $state = atom<SheetState>({
    answers: { ...options.answers },
    saves: Object.fromEntries(Object.keys(options.answers ?? {}).map((id) => [id, 'saved' as const])),
    errors: {},
    grades: { ...options.grades },
    offline: false,
    remainingMs: null,
    phase: 'answering',
    outcome: null,
  });
  const patch = (next: Partial<SheetState>) => $state.set({ ...$state.get(), ...next });
  const setKey = <K extends 'saves' | 'errors' | 'grades'>(key: K, id: number, value: SheetState[K][number] | null) => {
    const map = { ...$state.get()[key] } as Record<number, unknown>;
    if (value === null) delete map[id];
    else map[id] = value;
    patch({ [key]: map } as Partial<SheetState>);
  };

  // Unconfirmed answers, oldest first; the head is the one on its way while `sending`.
  let queue: OutboxEntry[] = [];
  const notBefore = new Map<string, number>();
  const dropped = new Set<string>();
  let sending = false;
  let failures = 0;
  let retryAt = 0;
  let pumpTimer: TimerHandle | undefined;
  let tickTimer: TimerHandle | undefined;
  let destroyed = false;
  let drainWaiters: Array<() => void> = [];
  let retryWaiters: Array<() => void> = [];
  let submitting: Promise<SubmitOutcome> | null = null;

  const persist = () => outbox.sync(queue, dropped);
  const wakeRetryWaiters = () => {
    const waiters = retryWaiters;
    retryWaiters = [];
    for (const w of waiters) w();
  };
  const checkDrained = () => {
    if (queue.length || sending) return;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const w of waiters) w();
  };
  const drained = () => new Promise<void>((resolve) => (drainWaiters.push(resolve), checkDrained()));

  const schedulePump = (at: number) => {
    if (pumpTimer !== undefined) clock.clearTimeout(pumpTimer);
    pumpTimer = clock.setTimeout(
      () => {
        pumpTimer = undefined;
        pump();
      },
      Math.max(0, at - clock.now()),
    );
  };

  /** Drop an entry not yet on its way (replaced by a newer answer, or confirmed). */
  const drop = (entry: OutboxEntry) => {
    dropped.add(entry.uid);
    notBefore.delete(entry.uid);
    queue = queue.filter((q) => q !== entry);
  };

  function pump(): void {
    if (sending || destroyed) return;
    const head = queue[0];
    if (!head) return checkDrained();
    const due = Math.max(notBefore.get(head.uid) ?? 0, retryAt);
    if (due > clock.now()) return schedulePump(due);
    const question = byId.get(head.id)!;
    sending = true;
    options.save(question, head.value).then(
      (grade) => {
        sending = false;
        failures = 0;
        drop(head);
        persist();
        if (destroyed) return;
        const newer = queue.some((q) => q.id === head.id);
        if (!newer) {
          setKey('saves', head.id, 'saved');
          setKey('errors', head.id, null);
        }
        if (grade) setKey('grades', head.id, grade);
        if ($state.get().offline) patch({ offline: false });
        pump();
      },
      (error: unknown) => {
        sending = false;
        if (destroyed) return;
        if (isTransient(error)) {
          // Kept (memory and storage) and tried again later, or as soon as the network returns.
          retryAt = clock.now() + RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)];
          patch({ offline: true });
          wakeRetryWaiters();
          schedulePump(retryAt);
          return;
        }
        // Refused: nothing a retry would change; the member sees why beside the question.
        drop(head);
        persist();
        if (!queue.some((q) => q.id === head.id)) {
          setKey('saves', head.id, 'failed');
          setKey('errors', head.id, messageOf(error));
        }
        if (endedMessages.includes(messageOf(error)) && options.submit) void submit();
        pump();
      },
    );
  }

  function enqueue(id: number, value: AnswerValue, delay: number) {
    // A newer answer replaces an older one still waiting; one already on its way is followed by it.
    for (const entry of queue) if (entry.id === id && !(sending && entry === queue[0])) drop(entry);
    const entry: OutboxEntry = {
      uid: `${clock.now().toString(36)}-${++uidCounter}-${Math.random().toString(36).slice(2, 8)}`,
      at: clock.now(),
      id,
      value,
    };
    queue.push(entry);
    if (delay > 0) notBefore.set(entry.uid, clock.now() + delay);
    setKey('saves', id, 'pending');
    setKey('errors', id, null);
    persist();
    pump();
  }

  function answer(id: number, value: AnswerValue, timing: SaveTiming = 'now') {
    const s = $state.get();
    if (s.phase !== 'answering' || !byId.has(id)) return;
    patch({ answers: { ...s.answers, [id]: value } });
    if (timing !== 'draft') enqueue(id, value, timing === 'soon' ? textDelay : 0);
  }

  function send(id: number) {
    const value = $state.get().answers[id];
    if (value !== undefined && $state.get().phase === 'answering') enqueue(id, value, 0);
  }

  function setOnline(online: boolean) {
    if (!online) return patch({ offline: true });
    retryAt = 0;
    failures = 0;
    wakeRetryWaiters();
    pump();
  }

  const waitForRetry = () =>
    new Promise<void>((resolve) => {
      retryWaiters.push(resolve);
      const timer = clock.setTimeout(wakeRetryWaiters, Math.max(0, retryAt - clock.now()));
      retryWaiters.push(() => clock.clearTimeout(timer));
    });

  function stopTimers() {
    if (tickTimer !== undefined) clock.clearInterval(tickTimer);
    if (pumpTimer !== undefined) clock.clearTimeout(pumpTimer);
    tickTimer = pumpTimer = undefined;
  }

  function submit(): Promise<SubmitOutcome> {
    if (submitting) return submitting;
    const hand = options.submit;
    if (!hand) return Promise.reject(new Error('this sheet has no hand-in'));
    patch({ phase: 'submitting' });
    // Answers still waiting for typing to pause go now.
    notBefore.clear();
    pump();
    submitting = (async () => {
      await drained();
      let outcome: SubmitOutcome;
      for (;;) {
        try {
          outcome = await hand();
          failures = 0;
          break;
        } catch (error) {
          if (!isTransient(error)) {
            outcome = { kind: 'closed', message: messageOf(error) };
            break;
          }
          retryAt = clock.now() + RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)];
          patch({ offline: true });
          await waitForRetry();
          if (destroyed) throw error;
        }
      }
      stopTimers();
      outbox.clear();
      patch({ phase: 'submitted', outcome, offline: false });
      return outcome;
    })();
    return submitting;
  }

  function tick() {
    if (options.deadline == null || destroyed) return;
    const left = Math.max(0, options.deadline - serverNow(clock.now()));
    if (left !== $state.get().remainingMs) patch({ remainingMs: left });
    if (left <= 0 && $state.get().phase === 'answering' && options.submit) void submit();
  }

  // Answers a reload, a crash or another tab left unconfirmed: the newest per question wins.
  const stored = outbox.read();
  const latest = new Map<number, OutboxEntry>();
  for (const entry of stored) {
    if (!byId.has(entry.id)) continue;
    const seen = latest.get(entry.id);
    if (seen && seen.at > entry.at) dropped.add(entry.uid);
    else {
      if (seen) dropped.add(seen.uid);
      latest.set(entry.id, entry);
    }
  }
  if (latest.size) {
    queue = [...latest.values()].sort((a, b) => a.at - b.at);
    const s = $state.get();
    patch({
      answers: { ...s.answers, ...Object.fromEntries(queue.map((q) => [q.id, q.value])) },
      saves: { ...s.saves, ...Object.fromEntries(queue.map((q) => [q.id, 'pending' as const])) },
    });
  }

  if (options.deadline != null) {
    tickTimer = clock.setInterval(tick, 1000);
    tick();
  }
  pump();

  return {
    $state,
    questions: () => questions,
    addQuestions(more) {
      for (const q of more) {
        if (byId.has(q.id)) continue;
        byId.set(q.id, q);
        questions.push(q);
      }
    },
    answer,
    send,
    setOnline,
    unanswered: () => questions.filter((q) => !isAnswered(q, $state.get().answers[q.id])).length,
    submit,
    destroy() {
      destroyed = true;
      stopTimers();
      wakeRetryWaiters();
    },
  };
}
