import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Redirect, useSearch } from 'wouter';
import { edsStageOf } from '@sb/contracts';
import { Skeleton } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { isAct, isAwaitingSignature } from '../rules.ts';
import { activeDocsAtom, signatureStatusAtom } from '../atoms.ts';
import { DocumentFacts } from '../components/DocumentFacts.tsx';
import { EdsBlock, SigningBlockedPrompt } from '../components/EdsBlock.tsx';
import { SigningPanel } from '../components/SigningPanel.tsx';
import { Screen } from '../components/ScreenParts.tsx';

/**
 * /document-act: signing an act (the acceptance act of a box). It signs the act named by `?act=` or else the
 * oldest act waiting for the customer's signature; with none to sign it sends the customer to / (spec 1 guard).
 */
export default function DocumentActScreen() {
  const intl = useIntl();
  const search = useSearch();
  const wanted = new URLSearchParams(search).get('act');
  const docs = useAtomValue(activeDocsAtom);
  const status = useAtomValue(signatureStatusAtom);
  const available = edsStageOf(status.data?.status).canSign;
  const acts = (docs.data?.documents ?? []).filter((d) => isAct(d) && isAwaitingSignature(d));
  const act = (wanted ? acts.find((d) => d.agreement_number === wanted) : undefined) ?? acts[0];

  if (docs.isSuccess && !act) return <Redirect to="/" replace />;

  return (
    <Screen>
      <PageHeading>{intl.formatMessage({ id: 'documents.act.title' })}</PageHeading>
      <p>{intl.formatMessage({ id: 'documents.act.intro' })}</p>
      {docs.isPending ? <Skeleton variant="rect" height={220} /> : null}
      {docs.isError ? <ApiErrorMessage error={docs.error} onRetry={() => void docs.refetch()} /> : null}
      {act ? (
        <>
          <DocumentFacts doc={act} />
          <EdsBlock />
          {available ? (
            <SigningPanel orderNumber={act.order_number} docNumber={act.agreement_number} kind="act" />
          ) : (
            <SigningBlockedPrompt />
          )}
        </>
      ) : null}
    </Screen>
  );
}
