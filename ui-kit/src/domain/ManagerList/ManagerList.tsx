import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { UserRound } from 'lucide-react';
import { gridList } from '../../theme/fragments.ts';
import { TitledBlock, type TitledBlockProps } from '../parts.tsx';

export interface Manager {
  firstName: string;
  lastName: string;
  /** Job title; left out when absent. */
  position?: string | null;
}

export interface ManagerListProps extends TitledBlockProps {
  /** The warehouse's managers; nothing is rendered for an empty list. */
  managers: Manager[];
}

const List = styled.ul`
  ${gridList('220px')}
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
export function ManagerList({ managers, ...block }: ManagerListProps) {
  const intl = useIntl();
  if (managers.length === 0) return null;
  return (
    <TitledBlock {...block}>
      <List aria-label={block.title ? undefined : intl.formatMessage({ id: 'uikit.managerList.label' })}>
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
    </TitledBlock>
  );
}
