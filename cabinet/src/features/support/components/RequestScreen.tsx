import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Breadcrumbs } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import type { SupportRequestKind } from '../api/requests.ts';
import { RequestForm } from './RequestForm.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** The body of /support-request and /support-order-help: breadcrumb to /support, the heading, the form. */
export function RequestScreen({ kind }: { kind: SupportRequestKind }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `support.request.${kind}.title` });
  return (
    <>
      <Breadcrumbs
        linkAs={RouterLink}
        items={[{ label: intl.formatMessage({ id: 'support.title' }), href: pathTo('support') }, { label: title }]}
      />
      <PageHeading>{title}</PageHeading>
      <RequestForm kind={kind} />
    </>
  );
}
