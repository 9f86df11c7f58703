import type { ServerContext } from '#server/context.js';
import { blockSelection, inOrder } from '../shared/blocks.js';
import { placeholders } from '../shared/http.js';
import { pathListItems, type PathRow } from './data.js';

/** pc-learnPath-v1: the block's config with `items` replaced by learning path list rows. */
export function renderPathBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const { ids, limit } = blockSelection(config, 4);
  const rows = ids
    ? inOrder(
        ctx.db
          .prepare(`SELECT * FROM learn_paths WHERE is_show = 1 AND id IN (${placeholders(ids.length)})`)
          .all(...ids) as PathRow[],
        ids,
      )
    : (ctx.db.prepare('SELECT * FROM learn_paths WHERE is_show = 1 ORDER BY id DESC LIMIT ?').all(limit) as PathRow[]);
  return { ...config, items: pathListItems(ctx, rows) };
}
