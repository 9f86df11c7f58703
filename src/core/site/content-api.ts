/** Announcements and search. */
import { phpObject, get, type SizeQuery, type SimplePage } from '../client/index.js';
import type { Announcement, SearchType, SearchHit } from './types.js';

/** null when there is none (the server sends `[]`). */
export const getLatestAnnouncement = async () => phpObject(await get<Announcement | []>('/api/v2/announcement/latest'));

export const getAnnouncements = (query?: SizeQuery) => get<SimplePage<Announcement>>('/api/v2/announcements', query);

export const getAnnouncement = (id: number) => get<Announcement>(`/api/v2/announcement/${id}`);

export interface SearchQuery extends SizeQuery {
  keywords: string;
  type?: SearchType | '';
}

/**
 * The server has no default page until MeEdu 4.9.21 (an omitted page is an empty one), so page 1
 * is sent; from 4.9.22 an omitted `type` fails (错误), so it is always sent, '' for every type.
 */
export const search = ({ page = 1, type = '', ...rest }: SearchQuery) =>
  get<SimplePage<SearchHit>>('/api/v3/search', { page, type, ...rest });
