import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Checkbox, Skeleton } from '@sb/ui-kit';
import { useCheckboxProps } from '../../../shared/forms/index.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { termsQueryAtom } from '../terms.ts';

const Terms = styled.details`
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-control);
  padding: var(--sb-space-3);
  summary {
    cursor: pointer;
    color: var(--sb-colors-brand);
  }
`;

const TermsText = styled.div`
  max-height: 240px;
  overflow: auto;
  margin-top: var(--sb-space-2);
  font-size: var(--sb-fontSizes-sm);
  p {
    margin: 0 0 var(--sb-space-2);
  }
`;

/** The terms arrive as HTML; they are shown as plain paragraphs (no markup from the API reaches the DOM). */
function paragraphs(html: string): string[] {
  const text =
    typeof DOMParser !== 'undefined'
      ? (new DOMParser().parseFromString(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '$&\n'), 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]+>/g, '\n');
  return text
    .split(/\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The terms of service in the current language (get-terms-of-services). */
export function TermsOfService() {
  const intl = useIntl();
  const terms = useAtomValue(termsQueryAtom);
  const items = useMemo(() => (terms.data ? paragraphs(terms.data) : []), [terms.data]);
  return (
    <Terms>
      <summary>{intl.formatMessage({ id: 'auth.terms.read' })}</summary>
      <TermsText tabIndex={0} aria-label={intl.formatMessage({ id: 'auth.terms.title' })} role="region">
        {terms.isPending ? (
          <Skeleton />
        ) : terms.isError ? (
          <ApiErrorMessage error={terms.error} onRetry={() => void terms.refetch()} />
        ) : (
          items.map((p, i) => <p key={i}>{p}</p>)
        )}
      </TermsText>
    </Terms>
  );
}

type ConsentValues = { confirmPolicyConfidential: boolean; confirmDigitalSignatureUserAgreement: boolean };

/** The two required consents: the privacy policy and the issue of an electronic signature. */
export function Consents<T extends ConsentValues>({ control }: { control: Control<T> }) {
  const intl = useIntl();
  const c = control as unknown as Control<ConsentValues>;
  const privacy = useCheckboxProps(c, 'confirmPolicyConfidential');
  const eds = useCheckboxProps(c, 'confirmDigitalSignatureUserAgreement');
  return (
    <>
      <TermsOfService />
      <Checkbox label={intl.formatMessage({ id: 'auth.consent.privacy' })} required {...privacy} />
      <Checkbox label={intl.formatMessage({ id: 'auth.consent.eds' })} required {...eds} />
    </>
  );
}
