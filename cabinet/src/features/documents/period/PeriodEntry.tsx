import { useIntl } from 'react-intl';
import { Card } from '@sb/ui-kit';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** The way from the inbox to 'Documents for a period' (its own page: the inbox does not carry the period's code). */
export function PeriodEntry() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `documents.period.${id}` });
  return (
    <Card as="section" title={t('title')} headingLevel={2}>
      <p>{t('intro')}</p>
      <RouterLink href={pathTo('documentsPeriod')}>{t('open')}</RouterLink>
    </Card>
  );
}
