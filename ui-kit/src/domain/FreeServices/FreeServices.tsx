import type { Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { ArrowUpDown, Car, Coffee, Lightbulb, Plug, Toilet, Wifi } from 'lucide-react';

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

export interface FreeServicesProps {
  /** The warehouse's `complectation` uuids (numbers or numeric strings); unknown ids are left out. */
  ids: Array<number | string>;
  /** A heading above the list (e.g. 'Free services'); none when absent. */
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
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--sb-space-3);
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
export function FreeServices({ ids, title, headingLevel = 2, ref, className }: FreeServicesProps) {
  const intl = useIntl();
  const known = [...new Set(ids.map(Number))].filter((id): id is FreeServiceId => (FREE_SERVICE_IDS as readonly number[]).includes(id));
  if (known.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Root ref={ref} className={className}>
      {title && <Heading>{title}</Heading>}
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
    </Root>
  );
}
