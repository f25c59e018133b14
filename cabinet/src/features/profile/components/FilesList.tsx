import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DownloadIcon } from './icons.tsx';
import { Link, Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { filesAtom } from '../atoms.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    overflow-wrap: anywhere;
  }
  @media (min-width: 770px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: var(--sb-space-6);
  }
`;

/** The customer's available files (signed contracts, acts), each a download. */
export function FilesList() {
  const intl = useIntl();
  const { data, isPending, isError, error, refetch } = useAtomValue(filesAtom);
  if (isPending) return <Skeleton variant="text" lines={3} />;
  if (isError) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  if (data.files.length === 0) return <p>{intl.formatMessage({ id: 'profile.files.empty' })}</p>;
  return (
    <List>
      {data.files.map((f) => (
        <li key={`${f.file}-${f.filename}`}>
          <Link href={f.file} download={f.filename} variant="standalone" icon={<DownloadIcon />}>
            {intl.formatMessage({ id: 'profile.files.download' }, { name: f.filename })}
          </Link>
        </li>
      ))}
    </List>
  );
}
