import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { Download } from 'lucide-react';
import { Alert, Button, Link, SigningSteps, Spinner } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isSigned } from '../api.ts';
import { signedDocAtom, signedDocsAtom } from '../atoms.ts';
import { Row, Screen } from '../components/ScreenParts.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * /document-signed: the confirmation after the SMS code was approved. Approved first, then signed (the document's
 * agreement_status becomes 'active'); the documents are refetched every 3 s until it is signed and its file is
 * ready. A contract leads on to payment (/order-view/{order}/check-status).
 */
export default function DocumentSignedScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const signed = useAtomValue(signedDocAtom);
  const docs = useAtomValue(signedDocsAtom);
  if (!signed) return <Redirect to="/" replace />;
  const doc = docs.data?.documents.find((d) => d.agreement_number === signed.number);
  const done = Boolean(doc && isSigned(doc));
  const link = doc?.agreement_signed ?? doc?.agreement_generated ?? null;
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
          <Spinner size={16} decorative /> {t('approved.text')}
        </Alert>
      )}
      {docs.isError ? <ApiErrorMessage error={docs.error} onRetry={() => void docs.refetch()} /> : null}
      {done && link ? (
        <Link href={link} download variant="standalone" icon={<Download size={18} aria-hidden="true" />}>
          {t(contract ? 'download.contract' : 'download.act')}
        </Link>
      ) : done ? (
        <p role="status">{t('filePreparing')}</p>
      ) : null}
      <Row>
        {contract && done ? (
          <Button size="lg" onClick={() => navigate(pathTo('orderCheckStatus', { orderNumber: signed.orderNumber }))}>
            {t('toPayment')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => navigate(pathTo('documents'))}>
          {t('toDocuments')}
        </Button>
      </Row>
    </Screen>
  );
}
