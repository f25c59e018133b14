import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Link as WouterLink, useParams } from 'wouter';
import styled from 'styled-components';
import type { Box } from '@sb/contracts';
import { Alert, BoxRow, BoxRowHead, BoxTable, Breadcrumbs, Card, EmptyState, LoadMore, Skeleton, SkeletonGroup } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { catalogAtom, placeAtom } from '../atoms.ts';
import { dedupeBySize, isBoxAvailable } from '../model/boxes.ts';
import { roundSize } from '../model/sizes.ts';
import { PlaceCredentials } from '../components/PlaceCredentials.tsx';
import { BookingModal, RequestModal } from '../dialogParts.ts';
import { ThanksModal } from '../components/ThanksModal.tsx';

/** Rows shown first and added by 'show more' (spec 2 section 9). */
export const PAGE_ROWS = 10;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  & [data-part='sizes'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sb-space-2);
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** The boxes of one size in a warehouse: breadcrumbs, credentials, the table 10 rows at a time, Order / By request / More info. */
export default function StorageBoxesScreen() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.boxes.${id}` }, v);
  const f = useFormat();
  const params = useParams<{ wh_id: string; size: string }>();
  const code = decodeURIComponent(params.wh_id ?? '');
  const size = roundSize(Number(params.size));
  const place = useAtomValue(placeAtom(code));
  const catalog = useAtomValue(catalogAtom(code));
  const [shown, setShown] = useState(PAGE_ROWS);
  const [booking, setBooking] = useState<Box | null>(null);
  const [request, setRequest] = useState<Box | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  /** The box someone else booked while this customer was booking it. */
  const [taken, setTaken] = useState<string | null>(null);

  // every box of this size, free ones first; the other sizes of the warehouse once each, preferring a free box
  const boxes = useMemo(
    () =>
      (catalog.data ?? [])
        .filter((b) => roundSize(b.size) === size)
        .sort((a, b) => Number(isBoxAvailable(b)) - Number(isBoxAvailable(a)) || a.name.localeCompare(b.name)),
    [catalog.data, size],
  );
  const otherSizes = useMemo(() => dedupeBySize(catalog.data ?? []).filter((b) => roundSize(b.size) !== size), [catalog.data, size]);
  const placeName = place.data?.name ?? code;

  return (
    <Stack>
      <Breadcrumbs
        linkAs={WouterLink}
        items={[
          { label: t('crumbSearch'), href: pathTo('createOrder', {}) },
          { label: placeName, href: pathTo('storageView', { wh_code: code }) },
          { label: f.area(size) },
        ]}
      />
      <PageHeading>{t('title', { size: f.area(size), place: placeName })}</PageHeading>
      {place.isError ? (
        <ApiErrorMessage error={place.error} onRetry={() => void place.refetch()} />
      ) : place.data ? (
        <Card as="section" title={t('warehouse')}>
          <PlaceCredentials place={place.data} withName={false} />
        </Card>
      ) : (
        <SkeletonGroup>
          <Skeleton lines={4} />
        </SkeletonGroup>
      )}
      {taken && <Alert variant="warning" live="alert" title={t('taken', { box: taken })} onDismiss={() => setTaken(null)} />}
      <Card as="section" title={t('tableTitle')}>
        {catalog.isError ? (
          <ApiErrorMessage error={catalog.error} onRetry={() => void catalog.refetch()} />
        ) : catalog.isPending ? (
          <SkeletonGroup>
            <Skeleton lines={6} />
          </SkeletonGroup>
        ) : boxes.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('empty')}
            action={
              <RouterLink href={pathTo('createOrder', { wh_ids: code, sizes: ',', av: 'available' })}>{t('backToSearch')}</RouterLink>
            }
          />
        ) : (
          <>
            <BoxTable aria-label={t('tableLabel', { size: f.area(size) })}>
              <BoxRowHead />
              <tbody>
                {boxes.slice(0, shown).map((b) => (
                  <BoxRow
                    key={b.cell_id}
                    number={b.name}
                    size={b.size}
                    floor={b.floor}
                    depth={b.length}
                    width={b.width}
                    height={b.height}
                    monthRate={b.month_rate}
                    free={b.free}
                    onOrder={() => setBooking(b)}
                    onRequest={() => setRequest(b)}
                    moreHref={pathTo('boxView', { wh_id: code, box_id: b.cell_id })}
                    linkAs={WouterLink}
                  />
                ))}
              </tbody>
            </BoxTable>
            {shown < boxes.length && (
              <LoadMore shown={Math.min(shown, boxes.length)} total={boxes.length} onLoadMore={() => setShown((n) => n + PAGE_ROWS)} />
            )}
          </>
        )}
      </Card>
      {otherSizes.length > 0 && (
        <Card as="section" title={t('otherSizes')}>
          <ul data-part="sizes">
            {otherSizes.map((b) => (
              <li key={b.cell_id}>
                <RouterLink href={pathTo('storageBoxes', { wh_id: code, size: roundSize(b.size) })} variant="button">
                  {f.area(b.size)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {booking && (
        <BookingModal
          open
          onOpenChange={(open) => !open && setBooking(null)}
          box={{
            cellId: booking.cell_id,
            name: booking.name,
            size: booking.size,
            monthRate: booking.month_rate,
            placeName,
            placeCode: code,
          }}
          onBooked={() => setTaken(null)}
          onTaken={() => {
            // the dialog refetched the boxes: the table shows the box taken; the customer picks another one
            setTaken(booking.name);
            setBooking(null);
          }}
        />
      )}
      {request && (
        <RequestModal
          kind="byRequest"
          open
          onOpenChange={(open) => !open && setRequest(null)}
          place={code}
          placeName={placeName}
          size={request.size}
          onDone={() => setThanksOpen(true)}
        />
      )}
      <ThanksModal open={thanksOpen} onOpenChange={setThanksOpen} />
    </Stack>
  );
}
