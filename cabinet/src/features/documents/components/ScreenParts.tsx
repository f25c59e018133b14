import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Alert, Button } from '@sb/ui-kit';
import { pathTo } from '../../../shared/routing/paths.ts';

/** The column of a documents screen: back button, heading, then blocks with even gaps. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  max-width: 760px;
  & > h1 {
    margin-bottom: 0;
  }
`;

/** An unsigned contract in the archive: it cannot be signed any more, and why (its booking or rental is over). */
export function NoLongerSignable() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <Alert
      variant="warning"
      live="none"
      title={intl.formatMessage({ id: 'documents.archived.title' })}
      action={<Button onClick={() => navigate(pathTo('documents'))}>{intl.formatMessage({ id: 'documents.notFound.action' })}</Button>}
    >
      {intl.formatMessage({ id: 'documents.archived.text' })}
    </Alert>
  );
}
