/**
 * The tab a member's list keeps in its address (`tab`; the first offered when the address names
 * none of them) and the props of its Tabs. Another tab starts again at page 1 and replaces the
 * address rather than adding to the history, since the arrow keys select tabs as they move.
 */
export function tabsInAddress<T extends string, Tab extends { value: NoInfer<T>; label: string }>(
  tabs: readonly Tab[],
  url: { values: { tab: T }; set(patch: { tab: NoInfer<T>; page: number }, options: { replace: boolean }): void },
) {
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.value === url.values.tab),
  );
  return {
    tab: tabs[selected],
    props: {
      items: tabs.map((t) => t.label),
      selected,
      onSelect: (i: number) => url.set({ tab: tabs[i].value, page: 1 }, { replace: true }),
    },
  };
}
