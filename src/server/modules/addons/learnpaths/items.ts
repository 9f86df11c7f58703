import type { ServerContext } from '#server/context.js';
import { coverUrl } from '../../media/index.js';
import { goodsInfo, type GoodsType } from '../goods/index.js';

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

/** Step items that are goods of other addons or of core. */
const CONTENT_ITEMS: Record<string, GoodsType> = { course: 'vod', book: 'book', live: 'live' };

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
  if (Object.hasOwn(CONTENT_ITEMS, type)) {
    const goods = goodsInfo(ctx, CONTENT_ITEMS[type], id);
    return goods && { name: goods.title, thumb: goods.thumb, charge: goods.charge };
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
