import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';

/** Placeholder until the documents feature builds this screen. */
export default function DocumentActScreen() {
  return (
    <PageHeading>
      <FormattedMessage id="app.title" />
    </PageHeading>
  );
}
