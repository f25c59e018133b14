import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useParams } from 'wouter';
import styled from 'styled-components';
import { Button, ButtonRow, Card, Columns, FreeServices, Gallery, ManagerList, Skeleton, SkeletonGroup, Stack } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isLocalOrStage } from '../../../shared/config/env.ts';
import { catalogAtom, placeAtom } from '../atoms.ts';
import { mapPreviewsFor, MAP_VIEWS } from '../model/maps.ts';
import { isBoxAvailable } from '../model/boxes.ts';
import { PlaceCredentials } from '../components/PlaceCredentials.tsx';
import { RequestModal } from '../dialogParts.ts';
import { ThanksModal } from '../components/ThanksModal.tsx';

const Maps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--sb-space-3);
  & figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-1);
  }
  & iframe {
    width: 100%;
    height: 220px;
    border: 1px solid var(--sb-colors-border);
    border-radius: var(--sb-radii-control);
    background: var(--sb-colors-surfaceMuted);
  }
  & figcaption {
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
  }
`;

const Plan = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: var(--sb-space-1) var(--sb-space-2);
    border-bottom: 1px solid var(--sb-colors-border);
  }
`;

/** The warehouse plan: boxes per floor (shown only in local and stage environments, spec 1 section 2). */
function WarehousePlan({ code }: { code: string }) {
  const intl = useIntl();
  const catalog = useAtomValue(catalogAtom(code));
  const floors = useMemo(() => {
    const m = new Map<number, { total: number; free: number }>();
    for (const b of catalog.data ?? []) {
      const f = m.get(b.floor) ?? { total: 0, free: 0 };
      f.total += 1;
      if (isBoxAvailable(b)) f.free += 1;
      m.set(b.floor, f);
    }
    return [...m.entries()].sort((a, b) => a[0] - b[0]);
  }, [catalog.data]);
  return (
    <Card as="section" title={intl.formatMessage({ id: 'booking.storage.plan' })}>
      {catalog.isError ? (
        <ApiErrorMessage error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : catalog.isPending ? (
        <SkeletonGroup>
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : (
        <Plan>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'booking.storage.planFloor' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'booking.storage.planTotal' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'booking.storage.planFree' })}</th>
            </tr>
          </thead>
          <tbody>
            {floors.map(([floor, f]) => (
              <tr key={floor}>
                <th scope="row">{floor}</th>
                <td>{f.total}</td>
                <td>{f.free}</td>
              </tr>
            ))}
          </tbody>
        </Plan>
      )}
    </Card>
  );
}

/** The warehouse: credentials, photos, managers, map frames, free services, plan (local/stage) and the storage request. */
export default function StorageViewScreen() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.storage.${id}` }, v);
  const { wh_code = '' } = useParams<{ wh_code: string }>();
  const code = decodeURIComponent(wh_code);
  const place = useAtomValue(placeAtom(code));
  const [requestOpen, setRequestOpen] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);

  if (place.isError) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <ApiErrorMessage error={place.error} onRetry={() => void place.refetch()} />
      </>
    );
  }
  if (place.isPending) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <SkeletonGroup>
          <Skeleton variant="rect" height={240} />
          <Skeleton lines={4} />
        </SkeletonGroup>
      </>
    );
  }
  const p = place.data;
  const maps = mapPreviewsFor(p);
  const photos = p.photos?.length ? p.photos : p.photo ? [p.photo] : [];
  return (
    <>
      <PageHeading>{p.name}</PageHeading>
      <Columns split="3:2" firstOnRight>
        <Stack gap={4}>
          <Card as="section" title={t('contacts')}>
            <PlaceCredentials place={p} />
            <ButtonRow>
              <RouterLink href={pathTo('createOrder', { wh_ids: p.code, sizes: ',', av: 'available' })} variant="button">
                {t('chooseBox')}
              </RouterLink>
              <Button onClick={() => setRequestOpen(true)}>{t('makeRequest')}</Button>
            </ButtonRow>
          </Card>
          {p.managers.length > 0 && (
            <Card as="section" title={t('managers')}>
              <ManagerList
                managers={p.managers.map((m) => ({ firstName: m.first_name, lastName: m.last_name, position: m.position ?? null }))}
              />
            </Card>
          )}
        </Stack>
        <Stack gap={4}>
          {photos.length > 0 && (
            <Gallery
              label={t('photos', { name: p.name })}
              images={photos.map((src, i) => ({ src, alt: t('photoAlt', { name: p.name, index: i + 1, total: photos.length }) }))}
            />
          )}
          {maps && (
            <Card as="section" title={t('maps')}>
              <Maps>
                {MAP_VIEWS.map((view) => (
                  <figure key={view}>
                    <iframe src={maps[view]} title={t(`map.${view}`, { name: p.name })} loading="lazy" />
                    <figcaption>{t(`map.${view}.caption`)}</figcaption>
                  </figure>
                ))}
              </Maps>
            </Card>
          )}
          <Card as="section" title={t('services')}>
            <FreeServices ids={p.complectation.map((c) => c.uuid)} />
            {p.complectation.length === 0 && <p>{t('noServices')}</p>}
          </Card>
          {isLocalOrStage && <WarehousePlan code={p.code} />}
        </Stack>
      </Columns>
      <RequestModal
        kind="storage"
        open={requestOpen}
        onOpenChange={setRequestOpen}
        place={p.code}
        placeName={p.name}
        onDone={() => setThanksOpen(true)}
      />
      <ThanksModal open={thanksOpen} onOpenChange={setThanksOpen} />
    </>
  );
}
