import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tapTarget } from '../../theme/fragments.ts';
import * as RadixTabs from '@radix-ui/react-tabs';

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

const List = styled(RadixTabs.List)`
  display: flex;
  gap: var(--sb-space-1);
  border-bottom: 1px solid var(--sb-colors-border);
  overflow-x: auto;
  scrollbar-width: none;
  &[data-full-width='true'] > button {
    flex: 1;
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  ${tapTarget}
  justify-content: center;
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

const Panel = styled(RadixTabs.Content)`
  padding-top: var(--sb-space-4);
  &:focus-visible {
    outline: none;
    box-shadow: var(--sb-focus-ring);
    border-radius: var(--sb-radii-control);
  }
`;

/**
 * Tabs over panels on Radix Tabs (the WAI-ARIA tabs pattern): one tab in the Tab order (the selected one), the arrow
 * keys, Home and End move to another enabled tab and select it, Tab goes on into the panel; controlled or
 * uncontrolled.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, fullWidth = false, keepMounted = false, className }: TabsProps) {
  // the selected tab is known here even when uncontrolled: a kept panel is hidden by its own `hidden`
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  // the panels shown so far (kept mounted); updated while rendering, as React's derived-state pattern allows
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(selected === undefined ? [] : [selected]));
  if (keepMounted && selected !== undefined && !shown.has(selected)) setShown(new Set(shown).add(selected));
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(next) => {
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      }}
      className={className}
    >
      <List aria-label={label} data-full-width={fullWidth}>
        {items.map((item) => (
          <Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            // an unmounted panel is not in the page: only a rendered one is referred to
            {...(item.value === selected || keepMounted ? {} : { 'aria-controls': undefined })}
          >
            {item.label}
            {item.count !== undefined && <span data-part="count">{item.count}</span>}
          </Trigger>
        ))}
      </List>
      {items.map((item) =>
        keepMounted ? (
          <Panel key={item.value} value={item.value} forceMount hidden={item.value !== selected}>
            {shown.has(item.value) || item.value === selected ? item.content : null}
          </Panel>
        ) : (
          <Panel key={item.value} value={item.value}>
            {item.content}
          </Panel>
        ),
      )}
    </RadixTabs.Root>
  );
}
