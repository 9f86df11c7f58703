import type { ServerContext } from '#server/context.js';
import type { SearchSource } from '../../module.js';
import { coverUrl } from '../../media/index.js';
import { matchesKeywords } from '../shared/deps.js';
import { iso } from '../shared/time.js';

interface Searchable {
  id: number;
  title: string;
  description: string;
  charge: number;
  created_at: number;
}

const SOURCES = {
  paper: { table: 'papers', title: 'title' },
  mock_paper: { table: 'mock_papers', title: 'title' },
  practice: { table: 'practices', title: 'name' },
} as const;

function search(ctx: ServerContext, type: keyof typeof SOURCES, keywords: string): SearchSource[] {
  const { table, title } = SOURCES[type];
  const rows = (
    ctx.db
      .prepare(
        `SELECT id, ${title} AS title, description, charge, created_at FROM ${table} WHERE is_show = 1 ORDER BY id DESC`,
      )
      .all() as Searchable[]
  ).filter((r) => matchesKeywords(`${r.title} ${r.description}`, keywords));
  return rows.map((r) => ({
    id: r.id,
    resource_type: type,
    resource_id: r.id,
    title: r.title,
    charge: r.charge,
    thumb: coverUrl(ctx, `${type}-${r.id}`, r.title),
    short_desc: r.description,
    desc: r.description,
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.created_at) as string,
    text: r.description,
  }));
}

export const searchPapers = (ctx: ServerContext, k: string) => search(ctx, 'paper', k);
export const searchMockPapers = (ctx: ServerContext, k: string) => search(ctx, 'mock_paper', k);
export const searchPractices = (ctx: ServerContext, k: string) => search(ctx, 'practice', k);
