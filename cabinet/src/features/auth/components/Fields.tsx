import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PasswordField, type MaskedFieldProps, type PasswordFieldProps } from '@sb/ui-kit';
import { FormMaskedField, useFieldProps } from '../../../shared/forms/index.ts';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** The phone of every way in: `+7 (XXX) XXX-XX-XX`, required. */
export function PhoneField<T extends FieldValues>({ control, name }: Bound<T>) {
  const intl = useIntl();
  return <FormMaskedField control={control} name={name} mask="phone" label={intl.formatMessage({ id: 'auth.field.phone' })} required />;
}

/** A masked auth field (SMS code, PIN, legacy login, passport parts), required, its label and hint by message id. */
export function MaskedInput<T extends FieldValues>({
  labelId,
  hintId,
  ...rest
}: Bound<T> & { labelId: string; hintId?: string } & Pick<MaskedFieldProps, 'mask' | 'type' | 'autoComplete'>) {
  const intl = useIntl();
  return (
    <FormMaskedField
      {...rest}
      label={intl.formatMessage({ id: labelId })}
      hint={hintId ? intl.formatMessage({ id: hintId }) : undefined}
      required
    />
  );
}

/** A password of an auth form, required (`auth.field.password` unless told). */
export function PasswordInput<T extends FieldValues>({
  control,
  name,
  labelId = 'auth.field.password',
  ...rest
}: Bound<T> & { labelId?: string } & Pick<PasswordFieldProps, 'hint' | 'autoComplete'>) {
  const intl = useIntl();
  const field = useFieldProps(control, name);
  return <PasswordField {...rest} {...field} value={field.value as string} label={intl.formatMessage({ id: labelId })} required />;
}
