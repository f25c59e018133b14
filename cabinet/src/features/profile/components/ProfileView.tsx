import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link as RouterLink } from 'wouter';
import { Card, Columns, Link, Skeleton, Stack, Tabs, useToast } from '@sb/ui-kit';
import { formatPhone } from '@sb/contracts';
import { isLocalOrStage } from '../../../shared/config/env.ts';
import { ApiErrorMessage, useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { clientAtom } from '../../../shared/api/customer.ts';
import { FilesList } from '../../../shared/ui/FilesList.tsx';
import { PasswordChange } from './PasswordChange.tsx';
import { LegalForm } from './LegalForm.tsx';
import { PersonalForm } from './PersonalForm.tsx';
import { RequisitesForm } from '../../../shared/requisites/index.ts';
import { RefreshFailed } from './RefreshFailed.tsx';
import { LegalRequisitesSection, PersonalRequisitesSection } from './RequisitesSection.tsx';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

const Facts = styled.dl`
  display: grid;
  gap: var(--sb-space-1);
  margin: 0;
  & > dt {
    color: var(--sb-colors-textMuted);
    font-size: var(--sb-fontSizes-sm);
  }
  & > dd {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
    font-variant-numeric: tabular-nums;
  }
`;

/** The profile's tabs: myData (the form of the customer's kind, requisites, files) and login (phone, password). */
export function ProfileView() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const { data: profile, isPending, isError, error, refetch } = useAtomValue(clientAtom);
  const t = (id: string) => intl.formatMessage({ id });

  // the load-failure toast, once per failure of a first load (a failed reload keeps the data, with a note)
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (isError && !profile && toasted.current !== error) {
      toasted.current = error;
      toast.show({ variant: 'danger', title: t('profile.toast.loadFailure'), description: errorText(error), duration: 3000 });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, error]);

  if (isPending) {
    return (
      <ScreenSkeleton>
        <Skeleton variant="rect" height={44} />
        <Skeleton variant="text" lines={8} />
      </ScreenSkeleton>
    );
  }
  if (!profile) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;

  const isLegal = profile.legal_type === 1;
  const myData = (
    <Columns lastAcross>
      <Card as="section" title={t(isLegal ? 'profile.legal.title' : 'profile.personal.title')}>
        {isLegal ? <LegalForm profile={profile} /> : <PersonalForm profile={profile} />}
        {isLocalOrStage && (
          <p>
            <Link as={RouterLink} href={pathTo('supportOrderHelp')}>
              {t('profile.manualInvoice')}
            </Link>
          </p>
        )}
      </Card>
      <Card as="section" title={t('profile.requisites.title')}>
        {isLegal ? <LegalRequisitesSection Form={RequisitesForm} /> : <PersonalRequisitesSection Form={RequisitesForm} />}
      </Card>
      <Card as="section" title={t('profile.files.title')}>
        <FilesList columns headingLevel={3} />
        {isLegal ? (
          <Link as={RouterLink} href={pathTo('documentsPeriod')}>
            {t('profile.files.period')}
          </Link>
        ) : null}
      </Card>
    </Columns>
  );
  const login = (
    <Columns>
      <Card as="section" title={t('profile.login.title')}>
        <Facts>
          <dt>{t('profile.login.mainPhone')}</dt>
          <dd>{formatPhone(profile.main_phone)}</dd>
        </Facts>
      </Card>
      <Card as="section" title={t('profile.password.title')}>
        <PasswordChange phone={profile.main_phone.replace(/\D/g, '')} />
      </Card>
    </Columns>
  );
  return (
    <Stack gap={6}>
      {isError && <RefreshFailed error={error} titleId="profile.refresh.profileFailed" onRetry={() => void refetch()} />}
      <Tabs
        label={t('profile.tabs.label')}
        defaultValue="myData"
        // a switch to 'sign-in' and back keeps what was typed in the forms
        keepMounted
        items={[
          { value: 'myData', label: t('profile.tabs.myData'), content: myData },
          { value: 'login', label: t('profile.tabs.login'), content: login },
        ]}
      />
    </Stack>
  );
}
