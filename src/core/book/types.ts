/** Answers of the MeeduBooks addon (contract section 8.1). */
import type { PhpMap, Flag } from '../client/index.js';

export interface BookItem {
  id: number;
  name: string;
  thumb: string;
  charge: number;
  is_vip_free: number;
  user_count: number;
  view_times: number;
  short_desc: string;
  published_at: string;
}

export interface BookArticleRef {
  id: number;
  title: string;
  charge: number;
}

export interface BookDetail {
  book: {
    id: number;
    name: string;
    thumb: string;
    charge: number;
    short_desc: string;
    render_desc: string;
    is_vip_free: number;
  };
  chapters: Array<{ id: number; name: string; sort: number }>;
  articles: PhpMap<BookArticleRef[]> | BookArticleRef[][];
  is_buy: Flag;
}

export interface BookRead {
  article: { id: number; title: string; render_content: string };
  book: BookDetail['book'];
  chapters: BookDetail['chapters'];
  articles: BookDetail['articles'];
  can_see: Flag;
  prev_id: number;
  next_id: number;
}
