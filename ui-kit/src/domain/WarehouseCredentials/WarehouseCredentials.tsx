import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Clock, DoorOpen, MapPin, Phone, TrainFront } from 'lucide-react';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { plainList, titledColumn } from '../../theme/fragments.ts';

export interface WorkHoursRange {
  /** `HH:mm` */
  from: string;
  /** `HH:mm` */
  to: string;
}

export interface WarehouseCredentialsProps {
  /** The warehouse's name, shown as a heading when given. */
  name?: ReactNode;
  /** The heading level of the name (default 2). */
  headingLevel?: 2 | 3;
  /** Street address. */
  address: string;
  /** Phone as the API gives it (`+7 (495) 120-00-01`); it becomes a `tel:` link. */
  phone?: string | null;
  /** Access to the boxes around the clock (default true). */
  access24?: boolean;
  /** Office hours; 10:00-20:00 when empty or absent. */
  workHours?: WorkHoursRange[] | null;
  /** The nearest metro station. */
  metro?: string | null;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/** The office hours when a place has none (spec 2 section 9). */
export const DEFAULT_WORK_HOURS: WorkHoursRange = { from: '10:00', to: '20:00' };

const Root = styled.div`
  ${titledColumn(2)}
`;

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  & li {
    display: flex;
    gap: var(--sb-space-2);
    align-items: flex-start;
  }
  & svg {
    flex: none;
    margin-top: 2px;
    color: var(--sb-colors-brand);
  }
  & a {
    color: var(--sb-colors-brand);
    min-height: 24px;
  }
`;

/** The credentials of a warehouse: address, phone, 24/7 access, office hours and metro. */
export function WarehouseCredentials({
  name,
  headingLevel = 2,
  address,
  phone,
  access24 = true,
  workHours,
  metro,
  ref,
  className,
}: WarehouseCredentialsProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id: `uikit.warehouseCredentials.${id}` }, v);
  const hours = workHours && workHours.length > 0 ? workHours : [DEFAULT_WORK_HOURS];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Root ref={ref} className={className}>
      {name && <Heading>{name}</Heading>}
      <List>
        <li>
          <MapPin size={18} aria-hidden="true" />
          <span>
            <VisuallyHidden>{t('address')}: </VisuallyHidden>
            {address}
          </span>
        </li>
        {phone && (
          <li>
            <Phone size={18} aria-hidden="true" />
            <a href={`tel:+${phone.replace(/\D/g, '')}`} aria-label={t('call', { phone })}>
              {phone}
            </a>
          </li>
        )}
        {access24 && (
          <li>
            <DoorOpen size={18} aria-hidden="true" />
            <span>{t('access24')}</span>
          </li>
        )}
        <li>
          <Clock size={18} aria-hidden="true" />
          <span>{t('office', { hours: hours.map((h) => `${h.from}–${h.to}`).join(', ') })}</span>
        </li>
        {metro && (
          <li>
            <TrainFront size={18} aria-hidden="true" />
            <span>{t('metro', { metro })}</span>
          </li>
        )}
      </List>
    </Root>
  );
}
