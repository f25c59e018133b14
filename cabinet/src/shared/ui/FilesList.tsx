import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Download } from 'lucide-react';
import { EmptyState, Link, Skeleton, media } from '@sb/ui-kit';
import { ApiErrorMessage } from '../errors/ApiErrorMessage.tsx';
import { filesAtom } from '../api/customer.ts';
import { PlainList } from './PlainList.tsx';

const List = styled(PlainList)`
  ${media.desktop} {
    &[data-columns='true'] {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: var(--sb-space-6);
    }
  }
`;

export interface FilesListProps {
  /** Two columns on desktop (the profile's wide card). */
  columns?: boolean;
  /** The heading level of the 'no files yet' note (under the heading of where the list stands). */
  headingLevel?: 2 | 3 | 4;
}

/** 'My files': the files the customer can download (signed contracts, acts), on the documents screen and the profile. */
export function FilesList({ columns = false, headingLevel = 2 }: FilesListProps) {
  const intl = useIntl();
  const files = useAtomValue(filesAtom);
  if (files.isPending) return <Skeleton variant="text" lines={3} />;
  if (files.isError) return <ApiErrorMessage error={files.error} onRetry={() => void files.refetch()} />;
  if (files.data.files.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={intl.formatMessage({ id: 'files.empty' })}
        description={intl.formatMessage({ id: 'files.emptyHint' })}
      />
    );
  }
  return (
    <List aria-label={intl.formatMessage({ id: 'files.title' })} data-columns={columns}>
      {files.data.files.map((file) => (
        <li key={`${file.file}-${file.filename}`}>
          <Link href={file.file} download={file.filename} variant="standalone" icon={<Download size={18} aria-hidden="true" />}>
            {intl.formatMessage({ id: 'files.download' }, { name: file.filename })}
          </Link>
        </li>
      ))}
    </List>
  );
}
