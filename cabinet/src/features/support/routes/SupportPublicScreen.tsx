import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Card, Link } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { SupportPage } from '../components/SupportPage.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** `/support-public`: the same FAQ and contacts for visitors who are not logged in; it makes no cabinet calls. */
export default function SupportPublicScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeading>{t('support.title')}</PageHeading>
      <SupportPage>
        <Card as="section" title={t('support.public.accountTitle')}>
          <p>{t('support.public.accountText')}</p>
          <div>
            <Link as={RouterLink} href={pathTo('auth')} variant="button">
              {t('support.public.login')}
            </Link>
          </div>
        </Card>
      </SupportPage>
    </>
  );
}
