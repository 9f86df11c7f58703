/** Live rooms: the chat machine, the countdown to a session's start, the stream, and watch reporting. */
export * from './chat.js';
export * from './countdown.js';
export * from './stream.js';
export * from './watch-record.js';
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
