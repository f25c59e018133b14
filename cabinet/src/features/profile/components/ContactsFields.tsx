import { useFieldArray, type Control, type FieldErrors, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PlusIcon, TrashIcon } from './icons.tsx';
import { Button, Fieldset, IconButton, TextField } from '@sb/ui-kit';
import { FormMaskedField } from '../../../shared/forms/index.ts';
import type { EmailRow, PhoneRow } from '../forms.ts';
import { useFieldText } from './useFieldText.ts';

export interface ContactsValues {
  phones: PhoneRow[];
  emails: EmailRow[];
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--sb-space-2);
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  /* lines the remove button up with the input under the label */
  & > button {
    margin-top: calc(var(--sb-fontSizes-sm) * 1.5 + var(--sb-space-1));
  }
`;

const Add = styled.div`
  display: flex;
`;

/** Additional phones and e-mails of the profile: add and remove rows; empty rows are dropped on save. */
export function ContactsFields<T extends ContactsValues>({ form }: { form: UseFormReturn<T> }) {
  const control = form.control as unknown as Control<ContactsValues>;
  const register = form.register as unknown as UseFormRegister<ContactsValues>;
  const errors = form.formState.errors as FieldErrors<ContactsValues>;
  const intl = useIntl();
  const text = useFieldText();
  const phones = useFieldArray({ control, name: 'phones' });
  const emails = useFieldArray({ control, name: 'emails' });
  return (
    <>
      <Fieldset legend={intl.formatMessage({ id: 'profile.contacts.phones' })}>
        {phones.fields.map((row, index) => {
          const label = intl.formatMessage({ id: 'profile.contacts.phone' }, { n: index + 1 });
          return (
            <Row key={row.id}>
              <FormMaskedField control={control} name={`phones.${index}.number`} mask="phone" label={label} errorText={text} />
              <IconButton
                label={intl.formatMessage({ id: 'profile.contacts.removePhone' }, { n: index + 1 })}
                icon={<TrashIcon />}
                onClick={() => phones.remove(index)}
              />
            </Row>
          );
        })}
        <Add>
          <Button variant="ghost" icon={<PlusIcon />} onClick={() => phones.append({ name: '', number: '' })}>
            {intl.formatMessage({ id: 'profile.contacts.addPhone' })}
          </Button>
        </Add>
      </Fieldset>
      <Fieldset legend={intl.formatMessage({ id: 'profile.contacts.emails' })}>
        {emails.fields.map((row, index) => {
          const label = intl.formatMessage({ id: 'profile.contacts.email' }, { n: index + 1 });
          return (
            <Row key={row.id}>
              <TextField
                label={label}
                type="email"
                inputMode="email"
                autoComplete="email"
                {...register(`emails.${index}.value`)}
                error={text(errors.emails?.[index]?.value)}
              />
              <IconButton
                label={intl.formatMessage({ id: 'profile.contacts.removeEmail' }, { n: index + 1 })}
                icon={<TrashIcon />}
                onClick={() => emails.remove(index)}
              />
            </Row>
          );
        })}
        <Add>
          <Button variant="ghost" icon={<PlusIcon />} onClick={() => emails.append({ value: '' })}>
            {intl.formatMessage({ id: 'profile.contacts.addEmail' })}
          </Button>
        </Add>
      </Fieldset>
    </>
  );
}
