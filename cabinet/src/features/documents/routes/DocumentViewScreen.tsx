import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { edsStageOf } from '@sb/contracts';
import { Alert, Button, ButtonRow, EmptyState, Skeleton } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isAct, isArchived, isSigned } from '../rules.ts';
import { signatureStatusAtom } from '../atoms.ts';
import { recreateBookingAtom } from '../../../shared/api/documents.ts';
import { useDocument } from '../model.ts';
import { DocumentFacts } from '../components/DocumentFacts.tsx';
import { EdsBlock, SigningBlockedPrompt } from '../components/EdsBlock.tsx';
import { NoLongerSignable, Screen } from '../components/ScreenParts.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';

/**
 * /document-view/{docId}: reading a contract before (or after) signing: what it is, its files, the EDS it needs
 * and the way to the signing screen. Signing itself (the SMS code) lives on /document-sign/{docId}.
 */
export default function DocumentViewScreen() {
  const intl = useIntl();
  const { docId = '' } = useParams<{ docId: string }>();
  const { doc, source, loading, error, refetch } = useDocument(docId);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `documents.view.${id}` }, values);
  return (
    <Screen>
      <PageHeading>{doc && isAct(doc) ? t('title.act', { number: docId }) : t('title.contract', { number: docId })}</PageHeading>
      {loading ? <Skeleton variant="rect" height={220} /> : null}
      {error && !doc ? <ApiErrorMessage error={error} onRetry={refetch} /> : null}
      {!loading && !error && !doc ? <NotFound /> : null}
      {doc ? (
        <>
          <DocumentFacts doc={doc} source={source} />
          {doc.sign_system === 'no' ? (
            <Alert variant="info" live="none">
              {t('manual')}
            </Alert>
          ) : isSigned(doc) ? (
            <Alert variant="success" live="none" title={t('signed.title')}>
              {t('signed.text')}
            </Alert>
          ) : isArchived(doc, source) ? (
            <NoLongerSignable />
          ) : doc.need_change ? (
            <NeedChange orderNumber={doc.order_number} />
          ) : (
            <>
              <EdsBlock />
              <GoToSigning docId={docId} act={isAct(doc)} />
            </>
          )}
        </>
      ) : null}
    </Screen>
  );
}

function NotFound() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'documents.notFound.title' })}
      description={intl.formatMessage({ id: 'documents.notFound.text' })}
      action={<Button onClick={() => navigate(pathTo('documents'))}>{intl.formatMessage({ id: 'documents.notFound.action' })}</Button>}
    />
  );
}

/** The sign call to action: blocked with a prompt until the EDS is available. */
function GoToSigning({ docId, act }: { docId: string; act: boolean }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const status = useAtomValue(signatureStatusAtom);
  const grant = useSetAtom(grantRoutePassAtom);
  const available = edsStageOf(status.data?.status).canSign;
  return (
    <>
      <SigningBlockedPrompt />
      <ButtonRow stack="never">
        <Button
          disabled={!available}
          onClick={() => {
            if (act) grant('document-act');
            navigate(act ? pathTo('documentAct', undefined, { act: docId }) : pathTo('documentSign', { docId }));
          }}
        >
          {intl.formatMessage({ id: 'documents.view.toSigning' })}
        </Button>
      </ButtonRow>
    </>
  );
}

/** need_change: the booking is made again (contract-booking) and the new contract opens. */
export function NeedChange({ orderNumber }: { orderNumber: number }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const recreate = useAtomValue(recreateBookingAtom);
  // booking again needs the network: offline the button waits for it, with the reason
  const offlineReason = useOfflineReason();
  return (
    <Alert
      variant="warning"
      live="none"
      title={intl.formatMessage({ id: 'documents.needChange.title' })}
      action={
        <Button
          loading={recreate.isPending}
          disabledReason={offlineReason}
          onClick={() =>
            recreate.mutate(orderNumber, {
              onSuccess: ({ agreementNumber }) =>
                navigate(agreementNumber ? pathTo('documentView', { docId: agreementNumber }) : pathTo('documents')),
            })
          }
        >
          {intl.formatMessage({ id: 'documents.needChange.action' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'documents.needChange.text' })}
      {recreate.isError ? <ApiErrorMessage error={recreate.error} /> : null}
    </Alert>
  );
}
