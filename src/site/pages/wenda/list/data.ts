import type { WendaScene } from '#core/wenda/index.js';
import { questionList } from '#core/wenda/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const QUESTIONS_PAGE_SIZE = 15;
export const WENDA_SCENES = ['default', 'solved', 'unsolved', 'last_answer'] as const satisfies readonly WendaScene[];
export const wendaSchema = { scene: oneOf(WENDA_SCENES), cid: int(0), page: int(1) };
/** The question list call of these values (or of an address's query string). */
export function questionsQuery(from: string | URLSearchParams) {
  const v = readQuery(wendaSchema, from);
  return { page: v.page, size: QUESTIONS_PAGE_SIZE, scene: v.scene, ...(v.cid ? { cid: v.cid } : {}) };
}

export default pageData((_: unknown, search) => [questionList(questionsQuery(search))]);
