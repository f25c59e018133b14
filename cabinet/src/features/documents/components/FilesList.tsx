import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Download } from 'lucide-react';
import { EmptyState, Link, Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { filesAtom } from '../atoms.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    overflow-wrap: anywhere;
  }
`;

/** 'My files': the files the customer can download. */
export function FilesList() {
  const intl = useIntl();
  const files = useAtomValue(filesAtom);
  if (files.isPending) return <Skeleton lines={3} />;
  if (files.isError) return <ApiErrorMessage error={files.error} onRetry={() => void files.refetch()} />;
  if (files.data.files.length === 0) return <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'documents.files.empty' })} />;
  return (
    <List aria-label={intl.formatMessage({ id: 'documents.files.title' })}>
      {files.data.files.map((file) => (
        <li key={`${file.file}-${file.filename}`}>
          <Link href={file.file} download={file.filename} variant="standalone" icon={<Download size={18} aria-hidden="true" />}>
            {intl.formatMessage({ id: 'documents.files.download' }, { name: file.filename })}
          </Link>
        </li>
      ))}
    </List>
  );
}
