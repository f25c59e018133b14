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
  EmptyState,
  SizeFilter,
  Skeleton,
  SkeletonGroup,
  VisuallyHidden,
  media,
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

const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px 1fr;
  gap: var(--sb-space-6);
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: var(--sb-space-4);
  }
`;

const Filters = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  & fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  & legend {
    padding: 0;
    margin-bottom: var(--sb-space-2);
    font-size: var(--sb-fontSizes-sm);
    font-weight: var(--sb-fontWeights-medium);
  }
  & [data-part='warehouses'] {
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
  }
`;

/**
 * The warehouses' checkboxes as they will stand (rows of 25 px, 8 px apart), as many as the default city has (4 in
 * Moscow): the filters under them do not move when the list comes (issue 17, layout shift).
 */
const WarehousesSkeleton = styled(SkeletonGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
`;

const CityRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--sb-space-2);
  flex-wrap: wrap;
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  & > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-4);
  }
  & [data-part='sizes'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
    gap: var(--sb-space-3);
  }
  & [data-part='address'] {
    margin: 0;
    color: var(--sb-colors-textMuted);
  }
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
      <Layout>
        <Filters aria-labelledby="booking-filters-heading">
          <h2 id="booking-filters-heading" style={{ margin: 0, fontSize: 'var(--sb-fontSizes-lg)' }}>
            {t('filters')}
          </h2>
          <CityRow>
            <MapPin size={18} aria-hidden="true" />
            <span>{t('city', { city: intl.formatMessage({ id: `uikit.citySelect.${city}` }) })}</span>
            <Button variant="ghost" size="sm" onClick={() => setCityOpen(true)}>
              {t('changeCity')}
            </Button>
          </CityRow>
          <fieldset>
            <legend>{t('warehouses')}</legend>
            <div data-part="warehouses">
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
            </div>
          </fieldset>
          <SizeFilter value={filters.sizes} onValueChange={(s) => change({ sizes: s })} />
          <AvailabilityFilter
            value={filters.availability}
            byRequestDisabled={filters.places.length === 0}
            onValueChange={(a) => change({ availability: a })}
          />
          <SizeGuide />
        </Filters>
        <Results aria-labelledby="booking-results-heading" aria-busy={places.isPending || sizes.isFetching || undefined}>
          <VisuallyHidden as="h2" id="booking-results-heading">
            {t('results')}
          </VisuallyHidden>
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
              <ul>
                {groups.map(({ place, sizes: list }) => {
                  const maps = mapPreviewsFor(place);
                  return (
                    <Card as="li" key={place.code} title={place.name} headingLevel={3}>
                      <p data-part="address">{place.address}</p>
                      <RouterLink
                        href={pathTo('storageView', { wh_code: place.code })}
                        variant="standalone"
                        aria-label={maps ? t('tourOf', { name: place.name }) : t('aboutOf', { name: place.name })}
                      >
                        {maps ? t('tour') : t('about')}
                      </RouterLink>
                      <ul data-part="sizes" aria-label={t('sizesOf', { name: place.name })}>
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
                      </ul>
                    </Card>
                  );
                })}
              </ul>
            </>
          )}
        </Results>
      </Layout>
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
