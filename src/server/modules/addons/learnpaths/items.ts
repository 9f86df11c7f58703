import type { ServerContext } from '../../../context.js';
import { coverUrl } from '../../media/index.js';
import { bookThumb, findBook } from '../books/data.js';
import { courseRowsByIds } from '../shared/deps.js';
import { findCourse, liveThumb } from '../zhibo/data.js';

export const ITEM_TYPE_TEXT: Record<string, string> = {
  course: '录播课',
  book: '电子书',
  live: '直播课',
  paper_paper: '考试',
  paper_practice: '练习',
  paper_mock: '模拟考试',
};

export interface StepItemRow {
  id: number;
  step_id: number;
  type: string;
  other_id: number;
  sort: number;
}

const EXAM_TABLES: Record<string, { table: string; title: string }> = {
  paper_paper: { table: 'papers', title: 'title' },
  paper_practice: { table: 'practices', title: 'name' },
  paper_mock: { table: 'mock_papers', title: 'title' },
};

/** Name, cover and price of one step item, or null when the item is gone or hidden. */
export function resolveItem(
  ctx: ServerContext,
  type: string,
  id: number,
): { name: string; thumb: string; charge: number } | null {
  if (type === 'course') {
    const [row] = courseRowsByIds(ctx, [id]);
    return row ? { name: row.title, thumb: row.thumb, charge: row.charge } : null;
  }
  if (type === 'book') {
    const b = findBook(ctx, id);
    return b ? { name: b.name, thumb: bookThumb(ctx, b), charge: b.charge } : null;
  }
  if (type === 'live') {
    const l = findCourse(ctx, id);
    return l ? { name: l.title, thumb: liveThumb(ctx, l), charge: l.charge } : null;
  }
  const exam = EXAM_TABLES[type];
  if (!exam) return null;
  const row = ctx.db
    .prepare(`SELECT id, ${exam.title} AS name, charge FROM ${exam.table} WHERE id = ? AND is_show = 1`)
    .get(id) as { id: number; name: string; charge: number } | undefined;
  return row ? { name: row.name, thumb: coverUrl(ctx, `${type}-${row.id}`, row.name), charge: row.charge } : null;
}

/** `courses[]` of a step: `{id, other_id, type, type_text, name, thumb, charge}` for items that still exist. */
export function stepItems(ctx: ServerContext, rows: StepItemRow[]) {
  const out = [];
  for (const r of rows) {
    const item = resolveItem(ctx, r.type, r.other_id);
    if (item)
      out.push({ id: r.id, other_id: r.other_id, type: r.type, type_text: ITEM_TYPE_TEXT[r.type] ?? '', ...item });
  }
  return out;
}
