import type { ServerContext } from '#server/context.js';
import { absoluteUrl } from '#server/http/public-url.js';
import { blankScores, blanksOf, MAX_OPTIONS, parseJson, TYPE_TEXT, type QuestionRow } from './questions.js';

/**
 * Questions as MeEdu's Paper addon answers them (what the public PC client frontend-v3 renders in
 * src/components/{choice,select,input,qa,judge,cap}): HTML `content` beside `content_transform`
 * `{text, images, iframes}`, choices as `option1` … `option10`, a compound question's parts inside
 * its JSON `content` `{header, questions}`.
 */

/** The parts the client's renderer shows: plain text, picture addresses, embedded frames. */
export interface Transform {
  text: string;
  images: string[];
  iframes: string[];
}

const IFRAME = /<iframe\b[\s\S]*?<\/iframe>/gi;
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|pre|h[1-6]|tr|td|th|table|blockquote|section)\b[^>]*>/gi;
const ENTITY: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Text without markup: inline tags vanish, block tags part words, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(IFRAME, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|[a-z]{2,6});/gi, (all, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITY[name.toLowerCase()] ?? all),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pictures as absolute addresses: the client shows them from its own origin. */
export function transform(ctx: ServerContext, html: string): Transform {
  const images = [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/gi)].map((m) => absoluteUrl(ctx, m[2]));
  const iframes = [...html.matchAll(IFRAME)].map((m) => m[0]);
  return { text: textOf(html), images, iframes };
}

/** The right answer as the addon writes it: "option3", "1", or a fill-in's `v2:::[{a,s}]`. */
function answerOf(q: QuestionRow): string {
  if (q.type !== 3) return q.answer;
  return `v2:::${JSON.stringify(answerTransform(q, true))}`;
}

/** One entry per blank (the client reads each blank's points unguarded); `a` only when revealed. */
function answerTransform(q: QuestionRow, reveal: boolean) {
  const blanks = blanksOf(q);
  const points = blankScores(q.score, blanks.length);
  return blanks.map((a, i) => ({ a: reveal ? a : '', s: points[i] }));
}

function options(q: QuestionRow): Record<string, string | null> {
  const list = q.type === 1 || q.type === 2 ? parseJson<string[]>(q.options, []) : [];
  return Object.fromEntries(
    Array.from({ length: MAX_OPTIONS }, (_, i) => [`option${i + 1}`, list[i] ? String(list[i]) : null]),
  );
}

/** Fields every question and every compound part carries; answer and explanation only when `reveal`. */
function common(ctx: ServerContext, q: QuestionRow, reveal: boolean, score: number) {
  const remark = reveal ? q.remark : '';
  return {
    type: q.type,
    type_text: TYPE_TEXT[q.type] ?? '',
    score,
    ...(q.type === 1 || q.type === 2 ? options(q) : {}),
    answer: reveal ? answerOf(q) : '',
    remark,
    remark_transform: transform(ctx, remark),
    ...(q.type === 3 ? { input_length: blanksOf(q).length, answer_transform: answerTransform(q, reveal) } : {}),
  };
}

/** A question as the play pages get it (parts only for a compound question). */
export function questionView(
  ctx: ServerContext,
  q: QuestionRow,
  parts: QuestionRow[] | undefined,
  reveal: boolean,
): Record<string, unknown> {
  if (q.type !== 6) {
    return {
      id: q.id,
      level: q.level,
      ...common(ctx, q, reveal, q.score),
      content: q.content,
      content_transform: transform(ctx, q.content),
    };
  }
  const list = parts ?? [];
  const questions = list.map((p) => ({
    ...common(ctx, p, reveal, p.score),
    content: p.content,
    content_transform: transform(ctx, p.content),
  }));
  return {
    id: q.id,
    level: q.level,
    ...common(
      ctx,
      q,
      reveal,
      list.reduce((sum, p) => sum + p.score, 0),
    ),
    content: JSON.stringify({ header: q.content, questions }),
    content_transform: { header_transform: transform(ctx, q.content) },
  };
}
