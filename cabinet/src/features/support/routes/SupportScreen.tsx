import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { useSetAtom } from 'jotai';
import { ButtonRow, Card, Link } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { SupportPage } from '../components/SupportPage.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/** `/support`: the FAQ, the contacts and the two request forms. */
export default function SupportScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // /support-request opens only for a customer who came from here (the shell's route pass)
  const grant = useSetAtom(grantRoutePassAtom);
  return (
    <>
      <PageHeading>{t('support.title')}</PageHeading>
      <SupportPage>
        <Card as="section" title={t('support.write.title')}>
          <p>{t('support.write.text')}</p>
          <ButtonRow>
            <Link as={RouterLink} href={pathTo('supportRequest')} variant="button" onClick={() => grant('support-request')}>
              {t('support.request.tech-support.title')}
            </Link>
            <Link as={RouterLink} href={pathTo('supportOrderHelp')} variant="button">
              {t('support.request.order-help.title')}
            </Link>
          </ButtonRow>
        </Card>
      </SupportPage>
    </>
  );
}
