import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { Download } from 'lucide-react';
import { Alert, Button, ButtonRow, Link, SigningSteps, Spinner } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isSigned } from '../rules.ts';
import { SIGNED_FILE_WAIT_MS, signedAndFiled, signedDocAtom, signedDocsAtom } from '../atoms.ts';
import { Screen } from '../components/ScreenParts.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * /document-signed: the confirmation after the SMS code was approved. Approved first, then signed (the document's
 * agreement_status becomes 'active'); the documents are refetched every 3 s until it is signed and its signed copy
 * exists (only that file is offered as signed), for at most SIGNED_FILE_WAIT_MS, then the screen says the file is
 * late and checks again on request. A contract leads on to payment (/order-view/{order}/check-status).
 */
export default function DocumentSignedScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const signed = useAtomValue(signedDocAtom);
  const [following, setFollowing] = useState(true);
  const docs = useAtomValue(signedDocsAtom(following));
  const doc = signed ? docs.data?.documents.find((d) => d.agreement_number === signed.number) : undefined;
  const filed = signedAndFiled(doc);
  useEffect(() => {
    if (!following || filed) return;
    const timer = setTimeout(() => setFollowing(false), SIGNED_FILE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [following, filed]);
  if (!signed) return <Redirect to="/" replace />;
  const done = Boolean(doc && isSigned(doc));
  const link = filed ? (doc?.agreement_signed ?? null) : null;
  const late = !following && !filed;
  const contract = signed.kind === 'contract';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `documents.signed.${id}` }, values);
  return (
    <Screen>
      <PageHeading>{t(contract ? 'title.contract' : 'title.act')}</PageHeading>
      {contract ? <SigningSteps current="payment" /> : null}
      {done ? (
        <Alert variant="success" live="status" title={t('done.title')}>
          {t(contract ? 'done.contract' : 'done.act', { number: signed.number })}
        </Alert>
      ) : (
        <Alert variant="info" live="status" title={t('approved.title')}>
          {late ? null : <Spinner size={16} decorative />} {t('approved.text')}
        </Alert>
      )}
      {docs.isError ? <ApiErrorMessage error={docs.error} onRetry={() => void docs.refetch()} /> : null}
      {link ? (
        <Link href={link} download variant="standalone" icon={<Download size={18} aria-hidden="true" />}>
          {t(contract ? 'download.contract' : 'download.act')}
        </Link>
      ) : late ? (
        <Alert
          variant="warning"
          live="status"
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setFollowing(true);
                void docs.refetch();
              }}
            >
              {t('late.retry')}
            </Button>
          }
        >
          {t('late.text')}
        </Alert>
      ) : done ? (
        <p role="status">{t('filePreparing')}</p>
      ) : null}
      <ButtonRow stack="never">
        {contract && done ? (
          <Button size="lg" onClick={() => navigate(pathTo('orderCheckStatus', { orderNumber: signed.orderNumber }))}>
            {t('toPayment')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => navigate(pathTo('documents'))}>
          {t('toDocuments')}
        </Button>
      </ButtonRow>
    </Screen>
  );
}
