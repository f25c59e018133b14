import { useIntl } from 'react-intl';
import { Tabs } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { DocumentsInbox } from '../components/DocumentsInbox.tsx';
import { FilesList } from '../components/FilesList.tsx';
import { useIsMobile } from '../model.ts';

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
            { value: 'inbox', label: intl.formatMessage({ id: 'documents.tabs.inbox' }), content: <DocumentsInbox /> },
            { value: 'files', label: intl.formatMessage({ id: 'documents.tabs.files' }), content: <FilesList /> },
          ]}
        />
      ) : (
        <DocumentsInbox />
      )}
    </>
  );
}
