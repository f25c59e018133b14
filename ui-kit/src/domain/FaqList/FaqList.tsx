import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Accordion } from '../../components/Accordion/Accordion.tsx';

export interface FaqItem {
  /** A stable key of the question (e.g. `rent`). */
  id: string;
  /** The question, already translated: the text of the button that opens the answer. */
  question: ReactNode;
  /** The answer, already translated. */
  answer: ReactNode;
}

export interface FaqListProps {
  /** The questions in order; the spec's support page has 4. */
  items: FaqItem[];
  /** Which question is open at first: `first` (default, as the spec asks), `none`, or a question's id. */
  defaultOpen?: 'first' | 'none' | string;
  /** Level of the heading around each question (default 3: under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Answer = styled.div`
  color: var(--sb-colors-text);
  line-height: var(--sb-lineHeights-normal, 1.5);
  max-width: 68ch;
  & > p {
    margin: 0;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

/** The support FAQ: questions that open one at a time, the first one open (spec: 4 questions, the first expanded). */
export function FaqList({ items, defaultOpen = 'first', headingLevel = 3, className }: FaqListProps) {
  const intl = useIntl();
  if (items.length === 0) return <Empty className={className}>{intl.formatMessage({ id: 'uikit.faqList.empty' })}</Empty>;
  const open = defaultOpen === 'first' ? items[0]?.id : defaultOpen === 'none' ? undefined : defaultOpen;
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      defaultValue={open}
      items={items.map((item) => ({
        value: item.id,
        title: item.question,
        content: <Answer>{typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}</Answer>,
      }))}
    />
  );
}
