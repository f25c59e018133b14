import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Checkbox } from '@sb/ui-kit';
import { useCheckboxProps } from '../../../shared/forms/index.ts';
import { TermsBody } from './TermsBody.tsx';

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

/** The terms of service in the current language (get-terms-of-services), in a block the customer opens. */
export function TermsOfService() {
  const intl = useIntl();
  return (
    <Terms>
      <summary>{intl.formatMessage({ id: 'auth.terms.read' })}</summary>
      <TermsText tabIndex={0} aria-label={intl.formatMessage({ id: 'auth.terms.title' })} role="region">
        <TermsBody />
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
