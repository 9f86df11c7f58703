import { describe, expect, it } from 'vitest';
import { tabsInAddress } from '#site/kit/address-tabs.js';

const ORDER_TABS = [
  { value: '', label: '全部订单' },
  { value: 'ms', label: '秒杀订单' },
] as const;

/** The page's address state, recording what the tabs write. */
function address(tab: '' | 'tg' | 'ms') {
  const writes: Array<{ patch: { tab: string; page: number }; options: { replace: boolean } }> = [];
  return {
    writes,
    url: {
      values: { tab },
      set: (patch: { tab: string; page: number }, options: { replace: boolean }) =>
        void writes.push({ patch, options }),
    },
  };
}

describe('tabsInAddress', () => {
  it('selects the tab the address names', () => {
    const { url } = address('ms');
    const shown = tabsInAddress(ORDER_TABS, url);
    expect(shown.tab.value).toBe('ms');
    expect(shown.props).toMatchObject({ items: ['全部订单', '秒杀订单'], selected: 1 });
  });

  it('falls back to the first tab when the address names one not offered (a switched-off group buy)', () => {
    const { url } = address('tg');
    const shown = tabsInAddress(ORDER_TABS, url);
    expect(shown.tab.value).toBe('');
    expect(shown.props.selected).toBe(0);
  });

  it('starts another tab at page 1, replacing the address', () => {
    const { url, writes } = address('');
    tabsInAddress(ORDER_TABS, url).props.onSelect(1);
    expect(writes).toEqual([{ patch: { tab: 'ms', page: 1 }, options: { replace: true } }]);
  });
});
