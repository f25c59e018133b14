import type { ReactNode } from 'react';
import styled from 'styled-components';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  /** A stable key, reported in `value`. */
  value: string;
  /** The question or section title (the button's text). */
  title: ReactNode;
  /** What opens under it. */
  content: ReactNode;
  /** Cannot be opened. */
  disabled?: boolean;
}

interface Common {
  /** The sections. */
  items: AccordionItem[];
  /** The level of the heading that wraps each button (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export interface AccordionSingleProps extends Common {
  /** One section open at a time (default). */
  type?: 'single';
  /** The open section (controlled); '' for none. */
  value?: string;
  /** The section open first (uncontrolled), e.g. the first FAQ question. */
  defaultValue?: string;
  /** Called with the open section. */
  onValueChange?: (value: string) => void;
}

export interface AccordionMultipleProps extends Common {
  /** Any number of sections open. */
  type: 'multiple';
  /** The open sections (controlled). */
  value?: string[];
  /** The sections open first (uncontrolled). */
  defaultValue?: string[];
  /** Called with the open sections. */
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

const Root = styled(RadixAccordion.Root)`
  border-top: 1px solid var(--sb-colors-border);
`;

const Item = styled(RadixAccordion.Item)`
  border-bottom: 1px solid var(--sb-colors-border);
  & > :is(h2, h3, h4) {
    margin: 0;
    font-size: inherit;
  }
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: var(--sb-space-3);
  min-height: 52px;
  padding: var(--sb-space-3) var(--sb-space-1);
  border: 0;
  background: transparent;
  text-align: left;
  font-size: var(--sb-fontSizes-md);
  font-weight: var(--sb-fontWeights-semibold);
  color: var(--sb-colors-text);
  cursor: pointer;
  &:hover {
    color: var(--sb-colors-brand);
  }
  & > svg {
    flex: none;
    transition: transform var(--sb-motion-normal) var(--sb-motion-easing);
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--sb-colors-textMuted);
  }
`;

const Content = styled(RadixAccordion.Content)`
  padding: 0 var(--sb-space-1) var(--sb-space-4);
  color: var(--sb-colors-text);
`;

/** Sections that open and close (Radix Accordion): the FAQ, long details. */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <Item key={item.value} value={item.value} disabled={item.disabled}>
      <RadixAccordion.Header asChild>
        <Heading>
          <Trigger>
            {item.title}
            <ChevronDown size={20} aria-hidden="true" />
          </Trigger>
        </Heading>
      </RadixAccordion.Header>
      <Content>{item.content}</Content>
    </Item>
  ));
  if (props.type === 'multiple') {
    return (
      <Root type="multiple" value={props.value} defaultValue={props.defaultValue} onValueChange={props.onValueChange} className={className}>
        {body}
      </Root>
    );
  }
  return (
    <Root
      type="single"
      collapsible
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      className={className}
    >
      {body}
    </Root>
  );
}
