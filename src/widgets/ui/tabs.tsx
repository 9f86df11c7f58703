import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUniqueId } from './unique-id.js';
import * as css from './tabs.css.js';

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly string[];
  selected: number;
  onSelect(index: number): void;
  /** Content of the selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs with a roving tabindex: Tab enters the list at the selected tab, arrow keys (and Home/End)
 * move between tabs and select them as they go.
 */
export function Tabs({ label, items, selected, onSelect, children }: TabsProps) {
  const base = useUniqueId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    const n = items.length;
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? n - 1
          : /^Arrow(Right|Down)$/.test(key)
            ? (selected + 1) % n
            : /^Arrow(Left|Up)$/.test(key)
              ? (selected + n - 1) % n
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={css.list} onKeyDown={onKeyDown}>
        {items.map((text, i) => (
          <button
            key={text}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId}
            tabIndex={i === selected ? 0 : -1}
            className={css.tab}
            onClick={() => onSelect(i)}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
