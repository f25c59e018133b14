import type { ReactNode } from 'react';
import styled from 'styled-components';
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

const Panel = styled(RadixTabs.Content)`
  padding-top: var(--sb-space-4);
  &:focus-visible {
    outline: none;
    box-shadow: var(--sb-focus-ring);
    border-radius: var(--sb-radii-control);
  }
`;

/** Tabs over panels (Radix Tabs): arrow keys move between tabs; controlled or uncontrolled. */
export function Tabs({ items, value, defaultValue, onValueChange, label, fullWidth = false, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      className={className}
    >
      <List aria-label={label} data-full-width={fullWidth}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
            {item.count !== undefined && <span data-part="count">{item.count}</span>}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
