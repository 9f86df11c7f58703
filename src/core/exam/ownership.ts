/**
 * Whether the member may take a paper, a mock paper or a practice without buying it, read the
 * same way by its detail page (buy button or start) and by the order page (already owned or free).
 */
import { isOn } from '../api/normalise.js';
import type { MockPaperDetail, PaperDetail, PracticeDetail } from '../api/paper-types.js';
import { chargeOf } from '../format/price.js';

/** `is_buy` when the server sends it; older servers only say whether the member can join. */
export const paperOwned = (d: PaperDetail): boolean => d.is_buy ?? (isOn(d.can_join) || !chargeOf(d.paper.charge));

/** The reference server names it can_join; the public client reads can. */
export const mockPaperOwned = (d: MockPaperDetail): boolean => d.is_buy ?? isOn(d.can_join ?? d.can);

export const practiceOwned = (d: PracticeDetail): boolean => !!d.is_buy;
