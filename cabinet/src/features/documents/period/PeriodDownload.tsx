import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Download } from 'lucide-react';
import { checkRuDate, providerDay } from '@sb/contracts';
import { Button, ButtonRow, Card, DownloadProgress, PeriodPicker, currentPeriod, type PeriodValue } from '@sb/ui-kit';
import { clientAtom } from '../../../shared/api/customer.ts';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { usePeriodDownload } from './usePeriodDownload.ts';
import { periodLabel, periodRange } from './range.ts';

const Note = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

/** The name the archive carries: the organisation's, else the person's. */
export function useCustomerName(): string {
  const profile = useAtomValue(clientAtom).data;
  return profile?.company?.name ?? profile?.personal?.fio ?? profile?.person_name ?? '';
}

/**
 * 'Documents for a period' (a proposal beyond the spec): choose a month, a quarter or two dates, download the signed
 * contracts and acts with payments.csv in one ZIP, or open the printable statement of the period.
 */
export function PeriodDownload({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `documents.period.${id}` });
  const [today] = useState(() => providerDay());
  const [value, setValue] = useState<PeriodValue>(() => currentPeriod(today));
  const range = periodRange(value);
  const { run, start, cancel } = usePeriodDownload(useCustomerName());
  const fetching = run.state === 'fetching';
  return (
    <Card as="section" title={t('title')} headingLevel={headingLevel}>
      <Note>{t('intro')}</Note>
      <PeriodPicker
        today={today}
        value={value}
        onValueChange={setValue}
        validateDate={(text, min) => checkRuDate(text, { min, max: today })}
        disabled={fetching}
      />
      {!range && value.kind === 'range' ? <Note>{t('chooseDates')}</Note> : null}
      <ButtonRow stack="never">
        <Button
          icon={<Download size={18} aria-hidden="true" />}
          disabled={!range || fetching}
          loading={fetching}
          onClick={() => range && void start(range, periodLabel(value, range))}
        >
          {t('download')}
        </Button>
        {range ? (
          <RouterLink href={pathTo('documentsStatement', undefined, { from: range.from, to: range.to })}>{t('statementLink')}</RouterLink>
        ) : null}
      </ButtonRow>
      {run.state !== 'idle' ? (
        <DownloadProgress
          state={run.state}
          done={run.done}
          total={run.total}
          missing={run.missing}
          fileName={run.state === 'done' ? run.fileName : undefined}
          error={run.state === 'failed' ? run.error : undefined}
          onCancel={cancel}
          onRetry={() => range && void start(range, periodLabel(value, range))}
        />
      ) : null}
    </Card>
  );
}
