/** The Snapshot addon: learning photos taken while a lesson plays. */
import { get, type SizeQuery, type SimplePage, mainApi, post } from '../client/index.js';
import type { SnapshotConfig, SnapshotResource, SnapshotImage } from './types.js';

// Snapshot: learning photos
const SNAP = '/addons/Snapshot/api/v1';

export const getSnapshotConfig = () => get<SnapshotConfig>(`${SNAP}/config`);

export const countSnapshots = (q: SnapshotResource) => get<{ count: number }>(`${SNAP}/resource/query`, q);

export const getSnapshots = (q: SnapshotResource & SizeQuery) =>
  get<SimplePage<SnapshotImage>>(`${SNAP}/resource/images`, q);

export const deleteSnapshot = (id: number) => mainApi<[]>(`${SNAP}/resource/image/${id}`, { method: 'DELETE' });

/** `form`: `file` (PNG, JPEG or WebP, ≤1 MB), `duration`, `resource_id`, `resource_type`. */
export const uploadSnapshot = (form: FormData) => post<SnapshotImage>(`${SNAP}/upload/image`, form);
