import { useIntl } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { PeriodDownload } from '../period/PeriodDownload.tsx';

/** /documents/period: the accountant's period on a page of its own (the organisation's profile links here). */
export default function PeriodScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeading>{intl.formatMessage({ id: 'documents.period.title' })}</PageHeading>
      <PeriodDownload />
    </>
  );
}
