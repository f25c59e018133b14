import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { mapLinks, type Order } from '@sb/contracts';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-2) var(--sb-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled.p`
  margin: 0 0 var(--sb-space-1);
`;

const appleDevice = () => typeof navigator !== 'undefined' && /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent);

/**
 * 'How to get there': the warehouse in Yandex Maps, 2GIS or the device's own maps app, from the address the order
 * already carries (so it works from the kept copy offline; the map itself needs the network). A proposal beyond the
 * spec: no call gives coordinates, so the links search the address.
 */
export function WayToBox({ place }: { place: Order['place'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.view.way.${id}` });
  if (!place.address) return null;
  const links = mapLinks({ address: place.address, name: place.name }, { apple: appleDevice() });
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      <dt>{t('title')}</dt>
      <dd>
        {place.address_title ? <Title>{place.address_title}</Title> : null}
        <Links aria-label={t('title')}>
          <li>
            <a href={links.yandex} {...external}>
              {t('yandex')}
            </a>
          </li>
          <li>
            <a href={links.twoGis} {...external}>
              {t('twoGis')}
            </a>
          </li>
          <li>
            <a href={links.device}>{t('device')}</a>
          </li>
        </Links>
      </dd>
    </>
  );
}
