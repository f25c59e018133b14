import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Skeleton, Tabs, useIsMobile } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';
import { activeContractPagesAtom, activeDocsAtom, activeOrdersAtom, historyContractPagesAtom } from '../atoms.ts';
import { DocumentsInbox } from '../components/DocumentsInbox.tsx';
import { FilesList } from '../../../shared/ui/FilesList.tsx';
import { PeriodDownload } from '../period/PeriodDownload.tsx';

/**
 * The inbox's sections (acts to sign, live contracts, the archive) and the cards' reservation dates come from four
 * calls: until all of them have answered the inbox holds a screen's height, so the acts that come above the
 * contracts never push them down (issue 17, layout shift).
 */
function Inbox() {
  const loading = [
    useAtomValue(activeContractPagesAtom),
    useAtomValue(historyContractPagesAtom),
    useAtomValue(activeDocsAtom),
    useAtomValue(activeOrdersAtom),
  ].some((q) => q.isPending);
  if (!loading) return <DocumentsInbox />;
  return (
    <ScreenSkeleton>
      <Skeleton variant="text" width="40%" height={28} />
      <Skeleton variant="rect" height={180} />
      <Skeleton variant="rect" height={180} />
    </ScreenSkeleton>
  );
}

/** /documents: the inbox of contracts; on phones a second tab lists the customer's files. */
export default function DocumentsScreen() {
  const intl = useIntl();
  const mobile = useIsMobile();
  return (
    <>
      <PageHeading>{intl.formatMessage({ id: 'documents.title' })}</PageHeading>
      {mobile ? (
        <Tabs
          label={intl.formatMessage({ id: 'documents.tabs.label' })}
          fullWidth
          items={[
            { value: 'inbox', label: intl.formatMessage({ id: 'documents.tabs.inbox' }), content: <Inbox /> },
            { value: 'files', label: intl.formatMessage({ id: 'documents.tabs.files' }), content: <FilesList /> },
          ]}
        />
      ) : (
        <Inbox />
      )}
      <PeriodDownload />
    </>
  );
}
