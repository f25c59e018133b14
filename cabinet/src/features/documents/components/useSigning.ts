import { useReducer, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { signedDocAtom } from '../atoms.ts';
import { approveSmsAtom, startSigningAtom } from '../../../shared/api/documents.ts';
import { failureAction, initialSmsState, smsReducer } from '../signing.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

export interface SigningTarget {
  /** The order whose document is signed (start-signing and approve-sms take the order number). */
  orderNumber: number;
  /** The agreement number of the document, for the signed confirmation. */
  docNumber: string;
  kind: 'contract' | 'act';
}

/**
 * A signing's state and its two calls: `start` sends the SMS (attempts reset, the typed code cleared), `confirm`
 * approves a code and, once approved, leads to the signed confirmation.
 */
export function useSigning({ orderNumber, docNumber, kind }: SigningTarget) {
  const [, navigate] = useLocation();
  const [sms, dispatch] = useReducer(smsReducer, initialSmsState);
  const [code, setCode] = useState('');
  const starting = useAtomValue(startSigningAtom);
  const approving = useAtomValue(approveSmsAtom);
  const setSigned = useSetAtom(signedDocAtom);
  const grant = useSetAtom(grantRoutePassAtom);

  const start = () => {
    approving.reset();
    starting.mutate(orderNumber, {
      onSuccess: (answer) => {
        setCode('');
        dispatch({ type: 'started', attemptsLeft: answer.attemptsLeftSms });
      },
    });
  };

  const confirm = (value: string) => {
    approving.mutate(
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

  return { sms, code, setCode, start, confirm, starting, approving };
}
