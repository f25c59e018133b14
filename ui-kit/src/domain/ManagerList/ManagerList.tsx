import type { Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { UserRound } from 'lucide-react';

export interface Manager {
  firstName: string;
  lastName: string;
  /** Job title; left out when absent. */
  position?: string | null;
}

export interface ManagerListProps {
  /** The warehouse's managers; nothing is rendered for an empty list. */
  managers: Manager[];
  /** A heading above the list (e.g. 'Managers'). */
  title?: string;
  /** The heading level (default 2). */
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

const Root = styled.div`
  & h2,
  & h3 {
    margin: 0 0 var(--sb-space-3);
    font-size: var(--sb-fontSizes-lg);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--sb-space-3);
  & li {
    display: flex;
    gap: var(--sb-space-3);
    align-items: center;
  }
  & [data-part='avatar'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: var(--sb-colors-brandSoft);
    color: var(--sb-colors-brand);
  }
  & [data-part='name'] {
    font-weight: var(--sb-fontWeights-semibold);
  }
  & [data-part='position'] {
    display: block;
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
  }
`;

/** The managers of a warehouse: name and position. */
export function ManagerList({ managers, title, headingLevel = 2, ref, className }: ManagerListProps) {
  const intl = useIntl();
  if (managers.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Root ref={ref} className={className}>
      {title && <Heading>{title}</Heading>}
      <List aria-label={title ? undefined : intl.formatMessage({ id: 'uikit.managerList.label' })}>
        {managers.map((m, i) => (
          <li key={`${m.firstName}-${m.lastName}-${i}`}>
            <span data-part="avatar" aria-hidden="true">
              <UserRound size={20} />
            </span>
            <span>
              <span data-part="name">
                {m.firstName} {m.lastName}
              </span>
              {m.position && <span data-part="position">{m.position}</span>}
            </span>
          </li>
        ))}
      </List>
    </Root>
  );
}
