import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { ArrowUpDown, Car, Coffee, Lightbulb, Plug, Toilet, Wifi } from 'lucide-react';
import { gridList } from '../../theme/fragments.ts';
import { TitledBlock, type TitledBlockProps } from '../parts.tsx';

/** The free services the spec names, by uuid (spec 1 section 3). */
export const FREE_SERVICE_IDS = [1, 5, 6, 7, 8, 9, 10] as const;
export type FreeServiceId = (typeof FREE_SERVICE_IDS)[number];

const icons: Record<FreeServiceId, LucideIcon> = {
  1: Wifi,
  5: Plug,
  6: Car,
  7: Coffee,
  8: Toilet,
  9: ArrowUpDown,
  10: Lightbulb,
};

export interface FreeServicesProps extends TitledBlockProps {
  /** The warehouse's `complectation` uuids (numbers or numeric strings); unknown ids are left out. */
  ids: Array<number | string>;
}

const List = styled.ul`
  ${gridList('180px')}
  & li {
    display: flex;
    align-items: center;
    gap: var(--sb-space-2);
  }
  & svg {
    flex: none;
    color: var(--sb-colors-brand);
  }
`;

/** The free services of a warehouse (fast internet, sockets, parking, hot drinks, restroom, freight lift, light), each with an icon and its name. */
export function FreeServices({ ids, ...block }: FreeServicesProps) {
  const intl = useIntl();
  const known = [...new Set(ids.map(Number))].filter((id): id is FreeServiceId => (FREE_SERVICE_IDS as readonly number[]).includes(id));
  if (known.length === 0) return null;
  return (
    <TitledBlock {...block}>
      <List>
        {known.map((id) => {
          const Icon = icons[id];
          return (
            <li key={id}>
              <Icon size={20} aria-hidden="true" />
              <span>{intl.formatMessage({ id: `uikit.freeServices.${id}` })}</span>
            </li>
          );
        })}
      </List>
    </TitledBlock>
  );
}
