import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Tabs, useIsMobile } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { activeContractPagesAtom, activeDocsAtom, historyContractPagesAtom } from '../atoms.ts';
import { activeOrdersAtom } from '../../../shared/api/orders.ts';
import { DocumentsInbox } from '../components/DocumentsInbox.tsx';
import { FilesList } from '../../../shared/ui/FilesList.tsx';
import { PeriodEntry } from '../period/PeriodEntry.tsx';

/**
 * The inbox's sections (acts to sign, live contracts, the archive) each show when their own call has answered, with
 * their own loading place and their own error and Retry (docs/performance.md). While any of them loads the inbox
 * holds a screen's height, so the footer never comes up under the reader and goes down again.
 */
const Holder = styled.div`
  &[data-state='loading'] {
    min-height: 100vh;
  }
`;

function Inbox() {
  const loading = [
    useAtomValue(activeContractPagesAtom),
    useAtomValue(historyContractPagesAtom),
    useAtomValue(activeDocsAtom),
    useAtomValue(activeOrdersAtom),
  ].some((q) => q.isPending);
  return (
    <Holder data-state={loading ? 'loading' : 'ready'}>
      <DocumentsInbox />
    </Holder>
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
      <PeriodEntry />
    </>
  );
}
