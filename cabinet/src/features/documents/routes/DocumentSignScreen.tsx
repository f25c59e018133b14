import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import { edsStageOf } from '@sb/contracts';
import { Alert, Button, SigningSteps, Skeleton } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isAct, isArchived, isSigned } from '../rules.ts';
import { signatureStatusAtom } from '../atoms.ts';
import { useDocument } from '../model.ts';
import { DocumentFacts } from '../components/DocumentFacts.tsx';
import { EdsBlock, SigningBlockedPrompt } from '../components/EdsBlock.tsx';
import { SigningPanel } from '../components/SigningPanel.tsx';
import { NoLongerSignable, Screen } from '../components/ScreenParts.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * /document-sign/{docId}: signing a contract: the three-step track, the EDS (issued here if missing) and the SMS
 * code. A document that cannot be signed here (signed, by a manager, to be re-made, an act) goes to its view; an
 * unsigned contract in the archive says it cannot be signed any more.
 */
export default function DocumentSignScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { docId = '' } = useParams<{ docId: string }>();
  const { doc, source, loading, error, refetch } = useDocument(docId);
  const status = useAtomValue(signatureStatusAtom);
  const available = edsStageOf(status.data?.status).canSign;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `documents.sign.${id}` }, values);

  if (doc && (doc.need_change || isAct(doc)) && !isSigned(doc)) return <Redirect to={pathTo('documentView', { docId })} replace />;

  return (
    <Screen>
      <PageHeading>{t('title', { number: docId })}</PageHeading>
      {doc && !isSigned(doc) && isArchived(doc, source) ? null : <SigningSteps current={available ? 'sms' : 'eds'} />}
      {loading ? <Skeleton variant="rect" height={220} /> : null}
      {error && !doc ? <ApiErrorMessage error={error} onRetry={refetch} /> : null}
      {!loading && !error && !doc ? (
        <Alert
          variant="warning"
          live="none"
          action={<Button onClick={() => navigate(pathTo('documents'))}>{intl.formatMessage({ id: 'documents.notFound.action' })}</Button>}
        >
          {intl.formatMessage({ id: 'documents.notFound.text' })}
        </Alert>
      ) : null}
      {doc ? (
        isSigned(doc) ? (
          <Alert variant="success" live="none" title={intl.formatMessage({ id: 'documents.view.signed.title' })}>
            {intl.formatMessage({ id: 'documents.view.signed.text' })}
          </Alert>
        ) : isArchived(doc, source) ? (
          <NoLongerSignable />
        ) : doc.sign_system === 'no' ? (
          <Alert variant="info" live="none">
            {intl.formatMessage({ id: 'documents.view.manual' })}
          </Alert>
        ) : (
          <>
            <EdsBlock />
            {available ? (
              <SigningPanel orderNumber={doc.order_number} docNumber={doc.agreement_number} kind="contract" />
            ) : (
              <SigningBlockedPrompt />
            )}
            <DocumentFacts doc={doc} />
          </>
        )
      ) : null}
    </Screen>
  );
}
