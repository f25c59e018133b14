import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  /** A stable key, also the value reported by `onValueChange`. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  /** A number after the label (e.g. how many documents wait). */
  count?: number;
  /** Cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels. */
  items: TabItem[];
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first (uncontrolled); defaults to the first item. */
  defaultValue?: string;
  /** Called with the selected tab's value. */
  onValueChange?: (value: string) => void;
  /** The accessible name of the tab list, e.g. 'Orders'. */
  label: string;
  /** Tabs share the full width (the phone layout). */
  fullWidth?: boolean;
  /**
   * A panel, once shown, stays mounted while another tab is selected (hidden), so what was typed in its form
   * survives a switch to another tab and back. A panel never shown is not mounted yet. Without it an inactive
   * panel unmounts (lighter for panels that only show data).
   */
  keepMounted?: boolean;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: var(--sb-space-1);
  border-bottom: 1px solid var(--sb-colors-border);
  overflow-x: auto;
  scrollbar-width: none;
  &[data-full-width='true'] > button {
    flex: 1;
  }
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--sb-space-2);
  min-height: 44px;
  padding: 0 var(--sb-space-4);
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: var(--sb-colors-textMuted);
  font-weight: var(--sb-fontWeights-medium);
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: var(--sb-colors-text);
  }
  &[data-state='active'] {
    color: var(--sb-colors-brand);
    border-bottom-color: var(--sb-colors-brand);
    font-weight: var(--sb-fontWeights-semibold);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & > [data-part='count'] {
    min-width: 22px;
    padding: 0 6px;
    border-radius: var(--sb-radii-pill);
    background: var(--sb-colors-brandSoft);
    color: var(--sb-colors-brand);
    font-size: var(--sb-fontSizes-xs);
    line-height: 20px;
    font-variant-numeric: tabular-nums;
  }
`;

const Panel = styled.div`
  padding-top: var(--sb-space-4);
  &:focus-visible {
    outline: none;
    box-shadow: var(--sb-focus-ring);
    border-radius: var(--sb-radii-control);
  }
`;

/** The keys that move between tabs (WAI-ARIA tabs, horizontal): to the next or previous enabled tab, or an end. */
function target(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs over panels, the WAI-ARIA tabs pattern (a hand-made one: Radix Tabs' collection, roving focus and presence
 * weighed 8.7 kB gzip on the orders screen's first load). One tab in the Tab order (the selected one); the arrow
 * keys, Home and End move to another enabled tab and select it; controlled or uncontrolled.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, fullWidth = false, keepMounted = false, className }: TabsProps) {
  // the selected tab is known here even when uncontrolled: a kept panel is hidden by its own `hidden`
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  // the panels shown so far (kept mounted); updated while rendering, as React's derived-state pattern allows
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(selected === undefined ? [] : [selected]));
  if (keepMounted && selected !== undefined && !shown.has(selected)) setShown(new Set(shown).add(selected));
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.disabled);
    const at = enabled.findIndex(({ index }) => tabs.current[index] === event.target);
    if (at === -1) return;
    const to = target(event.key, at, enabled.length);
    if (to === null) return;
    event.preventDefault();
    const { item, index } = enabled[to]!;
    tabs.current[index]?.focus();
    select(item.value);
  };
  const panel = (item: TabItem, index: number, hidden: boolean) => (
    <Panel
      key={item.value}
      role="tabpanel"
      id={`${id}-panel-${index}`}
      aria-labelledby={`${id}-tab-${index}`}
      tabIndex={0}
      hidden={hidden}
      data-state={hidden ? 'inactive' : 'active'}
    >
      {shown.has(item.value) || !hidden ? item.content : null}
    </Panel>
  );

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal" data-full-width={fullWidth} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const on = item.value === selected;
          return (
            <Trigger
              key={item.value}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={on}
              // an unmounted panel is not in the page: only a rendered one is referred to
              aria-controls={on || keepMounted ? `${id}-panel-${index}` : undefined}
              data-state={on ? 'active' : 'inactive'}
              tabIndex={on ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
              {item.count !== undefined && <span data-part="count">{item.count}</span>}
            </Trigger>
          );
        })}
      </List>
      {items.map((item, index) =>
        keepMounted ? panel(item, index, item.value !== selected) : item.value === selected ? panel(item, index, false) : null,
      )}
    </div>
  );
}
