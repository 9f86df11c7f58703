import type { KeyValueStore } from '../env/index.js';
import type { AnswerValue } from './model.js';

/** An answer given but not yet confirmed by the server. */
export interface OutboxEntry {
  /** Unique across tabs, so two tabs of one attempt never drop each other's answers. */
  uid: string;
  /** When it was given (local ms): the order answers are sent in. */
  at: number;
  /** The question's id. */
  id: number;
  value: AnswerValue;
}

/** Browser storage key of one attempt's unconfirmed answers. */
export const outboxKey = (attempt: string) => `meedu-exam-answers:${attempt}`;

const isEntry = (e: unknown): e is OutboxEntry => {
  const x = e as OutboxEntry | null;
  return (
    !!x &&
    typeof x === 'object' &&
    typeof x.uid === 'string' &&
    Number.isFinite(x.at) &&
    Number.isInteger(x.id) &&
    x.value !== undefined
  );
};

/**
 * One attempt's unconfirmed answers in browser storage, so a reload, a crash or a second tab of
 * the same attempt finds every answer the server has not confirmed yet. Storage that is full or
 * refuses is tolerated: the answers still live in memory and are sent from there.
 */
export function createOutbox(storage: KeyValueStore, attempt: string) {
  const key = outboxKey(attempt);
  const read = (): OutboxEntry[] => {
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    /**
     * Stores this tab's unconfirmed answers beside another tab's (whatever this tab has not
     * confirmed, replaced or seen refused), oldest first.
     */
    sync(mine: OutboxEntry[], dropped: ReadonlySet<string>): void {
      const own = new Set(mine.map((e) => e.uid));
      const all = [...read().filter((e) => !dropped.has(e.uid) && !own.has(e.uid)), ...mine].sort(
        (a, b) => a.at - b.at,
      );
      try {
        if (all.length) storage.setItem(key, JSON.stringify(all));
        else storage.removeItem(key);
      } catch {
        // Quota or privacy mode: memory keeps them for this tab.
      }
    },
    clear(): void {
      try {
        storage.removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
  };
}
