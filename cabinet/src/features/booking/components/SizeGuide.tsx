import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Bike, Package, Sofa, Truck } from 'lucide-react';
import { SIZE_CLASSES, type SizeClass } from '../model/sizes.ts';

const icons: Record<SizeClass, typeof Package> = { mini: Package, small: Bike, medium: Sofa, large: Truck };

const Root = styled.details`
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  & > summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: 0 var(--sb-space-4);
    font-weight: var(--sb-fontWeights-semibold);
    color: var(--sb-colors-brand);
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0 var(--sb-space-4) var(--sb-space-4);
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: var(--sb-space-3);
  }
  & li {
    display: flex;
    gap: var(--sb-space-3);
    align-items: flex-start;
  }
  & li svg {
    flex: none;
    color: var(--sb-colors-brand);
  }
  & strong {
    display: block;
  }
  & span {
    color: var(--sb-colors-textMuted);
    font-size: var(--sb-fontSizes-sm);
  }
`;

/** What fits in each size class, to help choose (design.md 'Booking'). */
export function SizeGuide() {
  const intl = useIntl();
  return (
    <Root>
      <summary>{intl.formatMessage({ id: 'booking.guide.title' })}</summary>
      <ul>
        {SIZE_CLASSES.map((c) => {
          const Icon = icons[c];
          return (
            <li key={c}>
              <Icon size={32} aria-hidden="true" />
              <div>
                <strong>{intl.formatMessage({ id: `booking.guide.${c}.title` })}</strong>
                <span>{intl.formatMessage({ id: `booking.guide.${c}.text` })}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </Root>
  );
}
