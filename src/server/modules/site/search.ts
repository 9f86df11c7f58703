import type { ServerContext } from '../../context.js';
import type { Input } from '../../http/input.js';
import { validate } from '../../http/input.js';
import { ServiceError } from '../../http/envelope.js';
import { since } from '../../version.js';
import { simplePage } from '../../http/paginate.js';
import type { SearchSource, ServerModule } from '../module.js';
import { highlightSnippet, searchTerms } from './text-match.js';

export const SEARCH_TYPES = ['vod', 'video', 'live', 'book', 'topic', 'paper', 'practice', 'mock_paper'] as const;
/** The engine is asked for the top 100 hits, 300 when one type is searched; paging happens afterwards. */
const CAP_ALL = 100;
const CAP_TYPED = 300;

/** Relevance in the spirit of MeiliSearch: whole query in the title, then any term in the title, then the rest. */
function rank(hit: SearchSource, keywords: string): number {
  const title = hit.title.toLowerCase();
  if (title.includes(keywords.trim().toLowerCase())) return 0;
  if (searchTerms(keywords).some((t) => title.includes(t))) return 1;
  return 2;
}

/** PHP's truthiness of a request value: null, false, 0, '', '0' and an empty array are false. */
function phpTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '' || value === '0')
    return false;
  return !(Array.isArray(value) && value.length === 0);
}

export async function runSearch(ctx: ServerContext, input: Input, modules: ServerModule[]) {
  const { keywords } = validate(input, { keywords: [{ required: '请输入关键字' }] });
  // 4.9.22 reworked search: a missing `type` reaches a string parameter as null (PHP TypeError,
  // answered 错误), `page` defaults to 1 and `size` is 1 to 100 (delta section 10).
  const reworked = since(ctx, '4.9.22');
  if (reworked && input.type === undefined) throw new ServiceError('错误');
  // As the PHP server filters: only a truthy `type` narrows the hits (so the PC client's 全部
  // tab, `type=0`, and an empty value mean every type), and it keeps hits of exactly that type,
  // so an unknown one finds nothing instead of failing.
  // Strings arrive trimmed, as after Laravel's TrimStrings middleware.
  const type = typeof input.type === 'string' ? input.type.trim() : input.type;
  const typed = phpTruthy(type);
  const types = typed ? SEARCH_TYPES.filter((t) => t === type) : [...SEARCH_TYPES];
  const hits: SearchSource[] = [];
  for (const t of types) {
    for (const m of modules) {
      const source = m.searchables?.[t];
      if (source) hits.push(...source(ctx, keywords));
    }
  }
  const ranked = hits
    .map((hit, order) => ({ hit, order, score: rank(hit, keywords) }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, typed ? CAP_TYPED : CAP_ALL)
    .map((r) => r.hit);

  // Until 4.9.21 `page` has no default: without it the PHP paginator slices nothing out.
  const rawPage = input.page;
  const parsedPage =
    rawPage === undefined || rawPage === null ? (reworked ? 1 : 0) : Number.parseInt(String(rawPage), 10);
  const page = Number.isInteger(parsedPage) ? parsedPage : 0;
  const rawSize = Number.parseInt(String(input.size ?? ''), 10);
  const size = Number.isInteger(rawSize) && rawSize > 0 ? Math.min(rawSize, reworked ? 100 : CAP_TYPED) : 10;
  const slice = page >= 1 ? ranked.slice((page - 1) * size, page * size) : [];
  return simplePage(
    slice.map((h) => ({
      id: h.id,
      resource_type: h.resource_type,
      resource_id: h.resource_id,
      title: h.title,
      charge: h.charge,
      thumb: h.thumb,
      short_desc: h.short_desc,
      desc: h.desc,
      created_at: h.created_at,
      updated_at: h.updated_at,
      p: highlightSnippet(h.text, keywords),
    })),
    ranked.length,
  );
}
