import { useReducer, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Button, Stack } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { SigningCodeStep } from './SigningCodeStep.tsx';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { signedDocAtom } from '../atoms.ts';
import { approveSmsAtom, startSigningAtom } from '../../../shared/api/documents.ts';
import { failureAction, initialSmsState, isCodeFailure, smsReducer } from '../signing.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';

const Root = styled(Stack)`
  & h2 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
  & p {
    margin: 0;
  }
`;

export interface SigningPanelProps {
  /** The order whose document is signed (start-signing and approve-sms take the order number). */
  orderNumber: number;
  /** The agreement number of the document, for the signed confirmation. */
  docNumber: string;
  kind: 'contract' | 'act';
  /** The customer's phone, masked, to say where the SMS went (optional). */
  phone?: string | null;
}

/**
 * Signing with an SMS code: start signing sends the SMS (attempts reset, flags cleared), the code input with its
 * attempts and 60 s resend countdown, and the approval that leads to the signed confirmation.
 */
export function SigningPanel({ orderNumber, docNumber, kind }: SigningPanelProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [sms, dispatch] = useReducer(smsReducer, initialSmsState);
  const [code, setCode] = useState('');
  const start = useAtomValue(startSigningAtom);
  const approve = useAtomValue(approveSmsAtom);
  const setSigned = useSetAtom(signedDocAtom);
  const grant = useSetAtom(grantRoutePassAtom);
  const t = (id: string) => intl.formatMessage({ id: `documents.signing.${id}` });
  // signing needs the network; offline the button waits for it, with the reason
  const offlineReason = useOfflineReason();

  const startSigning = () => {
    approve.reset();
    start.mutate(orderNumber, {
      onSuccess: (answer) => {
        setCode('');
        dispatch({ type: 'started', attemptsLeft: answer.attemptsLeftSms });
      },
    });
  };

  const confirm = (value: string) => {
    approve.mutate(
      { orderNumber, code: value },
      {
        onSuccess: (answer) => {
          // the documented answer carries the counters (spec 2 section 7): a 200 saying the code is invalid or the
          // confirmation blocked is a refusal, as is `success: false`
          if (answer.success === false || answer.isSmsCodeInvalid === true || answer.isSmsConfirmBlocked === true) {
            dispatch({ type: 'failed', status: 400, attemptsLeft: answer.attemptsLeftSms, blocked: answer.isSmsConfirmBlocked });
            return;
          }
          dispatch({ type: 'approved' });
          setSigned({ number: docNumber, orderNumber, kind });
          grant('document-signed');
          navigate(pathTo('documentSigned'));
        },
        onError: (error) => dispatch(failureAction(error)),
      },
    );
  };

  return (
    <Root as="section" gap={3} aria-labelledby="signing-title">
      <h2 id="signing-title">{t('title')}</h2>
      {sms.started === 0 ? (
        <>
          <p>{t(kind === 'act' ? 'intro.act' : 'intro.contract')}</p>
          <div>
            <Button onClick={startSigning} loading={start.isPending} disabledReason={offlineReason}>
              {t('start')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('sent')}</p>
          <SigningCodeStep
            sms={sms}
            code={code}
            onCodeChange={setCode}
            onConfirm={confirm}
            onResend={startSigning}
            confirming={approve.isPending}
            resending={start.isPending}
            problem={sms.problem && approve.isError ? approve.error : null}
            confirmLabel={t(kind === 'act' ? 'confirm.act' : 'confirm.contract')}
            offlineReason={offlineReason}
          />
        </>
      )}
      {start.isError ? <ApiErrorMessage error={start.error} context="signing" onRetry={startSigning} /> : null}
      {approve.isError && !isCodeFailure(approve.error) ? <ApiErrorMessage error={approve.error} context="signing" /> : null}
    </Root>
  );
}
