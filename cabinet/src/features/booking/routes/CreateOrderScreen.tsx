import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtom, useAtomValue } from 'jotai';
import { Link as WouterLink, useLocation, useParams } from 'wouter';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import {
  AvailabilityFilter,
  BoxSizeCard,
  Button,
  Card,
  Checkbox,
  Columns,
  EmptyState,
  Fieldset,
  Grid,
  Section,
  SizeFilter,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { placesAtom, sizesAtom } from '../atoms.ts';
import { chosenCityAtom } from '../model/cities.ts';
import { filtersPath, parseFilters, withFilters, type SearchFilters } from '../model/filters.ts';
import { cityApiName, searchPlaces } from '../model/cities.ts';
import { groupResults } from '../model/boxes.ts';
import { mapPreviewsFor } from '../model/maps.ts';
import { isSizeAvailable } from '../model/boxes.ts';
import { SizeGuide } from '../components/SizeGuide.tsx';
import { CityChooserModal, RequestModal } from '../dialogParts.ts';
import { ThanksModal } from '../components/ThanksModal.tsx';

/**
 * The warehouses' checkboxes as they will stand (rows of 25 px, 8 px apart), as many as the default city has (4 in
 * Moscow): the filters under them do not move when the list comes.
 */
const WarehousesSkeleton = styled(SkeletonGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
`;

const Address = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

const CityRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--sb-space-2);
  flex-wrap: wrap;
`;

/** Box search: city, warehouses, size classes and availability from the URL; results grouped by warehouse. */
export default function CreateOrderScreen() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.search.${id}` }, v);
  const params = useParams<{ wh_ids?: string; sizes?: string; av?: string }>();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(params), [params.wh_ids, params.sizes, params.av]); // eslint-disable-line react-hooks/exhaustive-deps
  const [chosenCity, setCity] = useAtom(chosenCityAtom);
  const [cityOpen, setCityOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);

  // the URL follows the filters without a navigation (replace, same screen instance)
  const canonical = filtersPath(filters);
  useEffect(() => {
    if (location !== canonical) navigate(canonical, { replace: true });
  }, [location, canonical, navigate]);
  const change = (next: Partial<SearchFilters>) => navigate(filtersPath(withFilters(filters, next)), { replace: true });

  const places = useAtomValue(placesAtom);
  // the city, computed: the URL's warehouses decide it once the places are known, else the customer's choice, else
  // Moscow (choosing another city clears the warehouses, so the choice then holds)
  const { city, cityPlaces } = useMemo(
    () => searchPlaces(places.data ?? [], filters.places, chosenCity),
    [places.data, filters.places, chosenCity],
  );
  const codes = cityPlaces.map((p) => p.code).join(',');
  const sizes = useAtomValue(sizesAtom(codes));
  const selectedInCity = filters.places.filter((code) => cityPlaces.some((p) => p.code === code));
  const groups = useMemo(
    () => groupResults(cityPlaces, sizes.data ?? [], { ...filters, places: selectedInCity }),
    [cityPlaces, sizes.data, filters, selectedInCity.join(',')], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const chooseCity = (c: typeof city) => {
    setCity(c);
    if (c !== city) change({ places: [] });
  };
  const togglePlace = (code: string, on: boolean) =>
    change({ places: on ? [...filters.places, code] : filters.places.filter((p) => p !== code) });
  const requestPlace = selectedInCity[0] ?? cityPlaces[0]?.code ?? '';

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <Columns split="sidebar">
        <Section title={t('filters')} headingId="booking-filters-heading" gap={4}>
          <CityRow>
            <MapPin size={18} aria-hidden="true" />
            <span>{t('city', { city: intl.formatMessage({ id: `uikit.citySelect.${city}` }) })}</span>
            <Button variant="ghost" size="sm" onClick={() => setCityOpen(true)}>
              {t('changeCity')}
            </Button>
          </CityRow>
          <Fieldset legend={t('warehouses')} legendSize="sm" gap={2}>
            {places.isPending ? (
              <WarehousesSkeleton>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} variant="rect" width="70%" height={25} />
                ))}
              </WarehousesSkeleton>
            ) : (
              cityPlaces.map((p) => (
                <Checkbox
                  key={p.code}
                  label={p.name}
                  checked={filters.places.includes(p.code)}
                  onCheckedChange={(on) => togglePlace(p.code, on === true)}
                />
              ))
            )}
          </Fieldset>
          <SizeFilter value={filters.sizes} onValueChange={(s) => change({ sizes: s })} />
          <AvailabilityFilter
            value={filters.availability}
            byRequestDisabled={filters.places.length === 0}
            onValueChange={(a) => change({ availability: a })}
          />
          <SizeGuide />
        </Section>
        <Section
          title={t('results')}
          headingId="booking-results-heading"
          hideTitle
          gap={4}
          aria-busy={places.isPending || sizes.isFetching || undefined}
        >
          {places.isError ? (
            <ApiErrorMessage error={places.error} onRetry={() => void places.refetch()} />
          ) : sizes.isError ? (
            <ApiErrorMessage error={sizes.error} onRetry={() => void sizes.refetch()} />
          ) : places.isPending || (codes !== '' && sizes.isPending) ? (
            <SkeletonGroup label={t('loading')}>
              <Skeleton variant="rect" height={160} />
              <Skeleton variant="rect" height={160} />
            </SkeletonGroup>
          ) : groups.length === 0 ? (
            <EmptyState
              title={t('empty.title')}
              description={t('empty.text')}
              action={
                requestPlace ? (
                  <Button variant="secondary" onClick={() => setRequestOpen(true)}>
                    {t('empty.request')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <p role="status" style={{ margin: 0 }}>
                {t('found', { count: groups.length })}
              </p>
              <Stack as="ul" gap={4}>
                {groups.map(({ place, sizes: list }) => {
                  const maps = mapPreviewsFor(place);
                  return (
                    <Card as="li" key={place.code} title={place.name} headingLevel={3}>
                      <Address>{place.address}</Address>
                      <RouterLink
                        href={pathTo('storageView', { wh_code: place.code })}
                        variant="standalone"
                        aria-label={maps ? t('tourOf', { name: place.name }) : t('aboutOf', { name: place.name })}
                      >
                        {maps ? t('tour') : t('about')}
                      </RouterLink>
                      <Grid as="ul" cell="tile" gap={3} data-part="sizes" aria-label={t('sizesOf', { name: place.name })}>
                        {list.map((s) => (
                          <li key={s.size}>
                            <BoxSizeCard
                              size={s.size}
                              monthRate={s.month_rate}
                              count={s.count}
                              available={isSizeAvailable(s)}
                              href={pathTo('storageBoxes', { wh_id: place.code, size: s.size })}
                              linkAs={WouterLink}
                            />
                          </li>
                        ))}
                      </Grid>
                    </Card>
                  );
                })}
              </Stack>
            </>
          )}
        </Section>
      </Columns>
      <CityChooserModal open={cityOpen} onOpenChange={setCityOpen} value={city} onChoose={chooseCity} />
      {requestPlace && (
        <RequestModal
          kind="simple"
          open={requestOpen}
          onOpenChange={setRequestOpen}
          place={requestPlace}
          placeName={cityPlaces.find((p) => p.code === requestPlace)?.name ?? cityApiName(city)}
          onDone={() => setThanksOpen(true)}
        />
      )}
      <ThanksModal open={thanksOpen} onOpenChange={setThanksOpen} />
    </>
  );
}
