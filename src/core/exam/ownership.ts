/**
 * Whether the member may take a paper, a mock paper or a practice without buying it, read the
 * same way by its detail page (buy button or start) and by the order page (already owned or free).
 */
import { isOn } from '../features/index.js';
import type { MockPaperDetail, PaperDetail, PracticeDetail } from './types.js';
import { chargeOf } from '../format/price.js';

/** `is_buy` when the server sends it; otherwise whether the member can join (free, bought or VIP). */
export const paperOwned = (d: PaperDetail): boolean => d.is_buy ?? (isOn(d.can_join) || !chargeOf(d.paper.charge));

/** The Paper addon says `can`: free, bought or opened by VIP. */
export const mockPaperOwned = (d: MockPaperDetail): boolean => !!d.can;

export const practiceOwned = (d: PracticeDetail): boolean => !!d.can;
