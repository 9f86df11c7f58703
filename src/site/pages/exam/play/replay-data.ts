import { replayStart, type QuestionBook } from '#core/exam/index.js';
import { readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';
import { replaySchema } from './address.js';

/** A wrong-book or collection replay's start. */
export const replayData = (book: QuestionBook) =>
  pageData((_: unknown, search) => {
    const { type, mode } = readQuery(replaySchema, search);
    return [replayStart({ book, type, random: mode === 'random' })];
  });
