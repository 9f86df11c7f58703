import { int, oneOf } from '#core/url-state/index.js';

/** An attempt: the paper (`id`) and its record (`pid`), as the public client addresses it. */
export const examPlaySchema = { id: int(0), pid: int(0) };
/** A practice chapter, or the day's set (`day=1`); `id` names the practice as the other play pages do. */
export const practicePlaySchema = { practiceId: int(0), chapterId: int(0), day: int(0), id: int(0) };
/** The practice of a practice play address: `practiceId`, else `id`. */
export const practiceOfPlay = (v: { practiceId: number; id: number }) => v.practiceId || v.id;
export const REPLAY_MODES = ['order', 'random'] as const;
/** A wrong-book or collection replay: one type (0 = all) or a random draw. */
export const replaySchema = { type: int(0), mode: oneOf(REPLAY_MODES) };
