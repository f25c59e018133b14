import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'wouter';
import { z } from 'zod/mini';
import styled from 'styled-components';
import { Alert, Button, Card, Link, Textarea, media } from '@sb/ui-kit';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { MAX_REQUEST_LENGTH, sendSupportRequestAtom, type SupportRequestKind } from '../api/requests.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';
import { useFormDraft } from '../../../shared/forms/draft.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
  max-width: 560px;
  & > button {
    align-self: flex-start;
  }
  ${media.mobile} {
    & > button {
      align-self: stretch;
    }
  }
`;

const Thanks = styled.div`
  max-width: 560px;
`;

/** The fields a draft keeps. */
const KEPT = ['comment'] as const;

const schema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1, 'fieldRequired'), z.maxLength(MAX_REQUEST_LENGTH, 'symbolsMax')),
});

/** The text keeps what was typed (untrimmed) as the value; the error carries the rule id. */
const commentResolver = (async (values: { comment: string }) => {
  const r = schema.safeParse(values);
  if (r.success) return { values, errors: {} };
  const id = r.error.issues[0]?.message ?? 'fieldRequired';
  return { values: {}, errors: { comment: { type: 'validate', message: id } } };
}) as Resolver<{ comment: string }>;

/**
 * A request to the company: a text and a submit. On success a thanks state; on failure the text stays and the
 * form says so (the spec's original silently reset the flags, docs/decisions.md).
 */
export function RequestForm({ kind }: { kind: SupportRequestKind }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const mutation = useAtomValue(sendSupportRequestAtom);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ comment: string }>({
    defaultValues: { comment: '' },
    mode: 'onChange',
    resolver: commentResolver,
  });
  const { register, handleSubmit, formState, reset } = form;
  // what is typed survives a reload of the tab (a new version taken), never the session
  useFormDraft(`support.${kind}`, form, KEPT);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // read every flag on each render: react-hook-form only tracks the formState fields that are read
  const { errors, isSubmitting, isSubmitted, isValid } = formState;
  const errorId = errors.comment?.message;
  // sending needs the network: offline Send waits for it with the reason; the text stays as typed
  const offlineReason = useOfflineReason();

  const onSubmit = handleSubmit(async ({ comment }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ kind, comment });
      reset();
      setSent(true);
    } catch (error) {
      setFailure(error);
    }
  });

  if (sent) {
    return (
      <Thanks role="status">
        <Card as="section" title={t('support.request.thanksTitle')}>
          <p>{t('support.request.thanksText')}</p>
          <div>
            <Link as={RouterLink} href={pathTo('support')} variant="standalone">
              {t('support.request.backToSupport')}
            </Link>
          </div>
        </Card>
      </Thanks>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Textarea
        label={t(`support.request.${kind}.label`)}
        hint={t(`support.request.${kind}.hint`)}
        required
        rows={6}
        maxLength={MAX_REQUEST_LENGTH}
        showCount
        {...register('comment')}
        error={
          errorId ? t(`support.rule.${errorId === 'symbolsMax' ? 'symbolsMax' : 'fieldRequired'}`, { max: MAX_REQUEST_LENGTH }) : undefined
        }
      />
      {failure !== null && (
        <Alert variant="danger" title={t('support.request.failedTitle')}>
          {errorText(failure)} {t('support.request.textKept')}
        </Alert>
      )}
      <Button type="submit" loading={isSubmitting} disabled={isSubmitted && !isValid} disabledReason={offlineReason}>
        {t('support.request.send')}
      </Button>
    </Form>
  );
}
