import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useParams } from 'wouter';
import { Badge, Button, ButtonRow, Card, Columns, Gallery, Skeleton, SkeletonGroup } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { cellAtom, photosAtom, placeAtom } from '../atoms.ts';
import { isBoxAvailable } from '../model/boxes.ts';
import { cityApiName, cityOfPlace } from '../model/cities.ts';
import { Params } from '../components/Params.tsx';
import { BookingModal, PreOrderModal } from '../dialogParts.ts';
import { ThanksModal } from '../components/ThanksModal.tsx';

/** One box: area, depth x width, floor, lock, ceiling height, state, photos by size; Rent books it or pre-orders it. */
export default function BoxViewScreen() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.box.${id}` }, v);
  const f = useFormat();
  const params = useParams<{ wh_id: string; box_id: string }>();
  const code = decodeURIComponent(params.wh_id ?? '');
  const cellId = Number(params.box_id);
  const cell = useAtomValue(cellAtom(cellId));
  const place = useAtomValue(placeAtom(code));
  const photos = useAtomValue(photosAtom(cell.data?.size ?? 0));
  // the dialog is chosen when Rent is pressed: a booking that makes the box taken must not swap it for the pre-order
  const [open, setOpen] = useState<'book' | 'preOrder' | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);

  if (cell.isError || !Number.isInteger(cellId)) {
    return (
      <>
        <PageHeading>{t('titleUnknown')}</PageHeading>
        <ApiErrorMessage error={cell.error} onRetry={() => void cell.refetch()} />
        <RouterLink href={pathTo('createOrder', { wh_ids: code })}>{t('toSearch')}</RouterLink>
      </>
    );
  }
  if (cell.isPending) {
    return (
      <>
        <PageHeading>{t('titleUnknown')}</PageHeading>
        <SkeletonGroup>
          <Skeleton variant="rect" height={240} />
          <Skeleton lines={5} />
        </SkeletonGroup>
      </>
    );
  }
  const box = cell.data;
  const free = box.free && box.status === 'free';
  const available = isBoxAvailable(box);
  const placeName = place.data?.name ?? code;
  const images = (photos.data ?? []).map((src, i, all) => ({
    src,
    alt: t('photoAlt', { size: f.area(box.size), index: i + 1, total: all.length }),
  }));
  const n = (v: number) => f.number(v);
  return (
    <>
      <PageHeading>{t('title', { box: box.name, size: f.area(box.size) })}</PageHeading>
      <Columns split="3:2">
        <div>
          {photos.isError ? (
            <ApiErrorMessage error={photos.error} onRetry={() => void photos.refetch()} />
          ) : photos.isPending ? (
            <SkeletonGroup>
              <Skeleton variant="rect" height={240} />
            </SkeletonGroup>
          ) : images.length > 0 ? (
            <Gallery images={images} label={t('photos')} />
          ) : (
            <p>{t('noPhotos')}</p>
          )}
        </div>
        <Card as="section" title={t('params')} aside={<Badge variant={free ? 'success' : 'neutral'}>{t(free ? 'free' : 'ordered')}</Badge>}>
          <Params>
            <dt>{t('warehouse')}</dt>
            <dd>{placeName}</dd>
            <dt>{t('area')}</dt>
            <dd>{f.area(box.size)}</dd>
            <dt>{t('dimensions')}</dt>
            <dd>{t('dims', { depth: n(box.length), width: n(box.width) })}</dd>
            <dt>{t('floor')}</dt>
            <dd>{box.floor}</dd>
            <dt>{t('lock')}</dt>
            <dd>{t('padlock')}</dd>
            <dt>{t('height')}</dt>
            <dd>{t('metres', { value: n(box.height) })}</dd>
            <dt>{t('price')}</dt>
            <dd>{t('perMonth', { price: f.money(box.month_rate) })}</dd>
            <dt>{t('state')}</dt>
            <dd>{t(free ? 'free' : available ? 'available' : 'ordered')}</dd>
          </Params>
          <ButtonRow>
            <Button onClick={() => setOpen(free ? 'book' : 'preOrder')}>{t(free ? 'rent' : 'preOrder')}</Button>
            <RouterLink href={pathTo('createOrder', { wh_ids: code })} variant="standalone">
              {t('toSearch')}
            </RouterLink>
          </ButtonRow>
        </Card>
      </Columns>
      {open === 'book' && (
        <BookingModal
          open
          onOpenChange={(o) => setOpen(o ? 'book' : null)}
          box={{ cellId: box.cell_id, name: box.name, size: box.size, monthRate: box.month_rate, placeName, placeCode: code }}
        />
      )}
      {open === 'preOrder' && (
        <PreOrderModal
          open
          onOpenChange={(o) => setOpen(o ? 'preOrder' : null)}
          box={{
            name: box.name,
            size: box.size,
            floor: box.floor,
            place: code,
            city: place.data ? cityApiName(cityOfPlace(place.data.city_name) ?? 'moscow') : cityApiName('moscow'),
          }}
          onDone={() => setThanksOpen(true)}
        />
      )}
      <ThanksModal open={thanksOpen} onOpenChange={setThanksOpen} />
    </>
  );
}
