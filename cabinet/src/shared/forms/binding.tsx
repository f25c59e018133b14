import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
  type UseControllerProps,
} from 'react-hook-form';
import { MaskedField, type MaskedFieldProps } from '@sb/ui-kit';
import { useFieldError } from '../forms.ts';

/**
 * The one react-hook-form binding of the cabinet: what ui-kit's fields take (`value`, `onChange`, `onBlur`, `name`,
 * `ref`, and `error` already translated through react-intl), from a form's `control` and a field name.
 *
 * ```tsx
 * const phone = useFieldProps(form.control, 'phone');
 * <MaskedField mask="phone" label={...} required {...phone} />
 * // or, where a hook cannot stand (a list, a branch):
 * <FormField control={form.control} name="birthday">{(p) => <DateField label={...} {...p} />}</FormField>
 * <FormMaskedField control={form.control} name="code" mask="code" label={...} required />
 * ```
 * A form whose errors are not the shared rule ids passes its own `errorText`; a form without a schema passes the
 * field's `rules` (react-hook-form's `validate`, returning a message id).
 */
export type ErrorText = (error: FieldError | undefined) => string | undefined;

export interface FieldProps<V> {
  name: string;
  value: V;
  /** Takes the new value or a change event (TextField's `onChange`, MaskedField's masked string). */
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
  ref: RefCallBack;
  /** The field's error in the user's language; undefined when there is none. */
  error: string | undefined;
}

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  ref: RefCallBack;
  error: string | undefined;
}

export type FieldRules<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N>['rules'];

export function useFieldProps<T extends FieldValues, N extends FieldPath<T>>(
  control: Control<T>,
  name: N,
  errorText?: ErrorText,
  rules?: FieldRules<T, N>,
): FieldProps<FieldPathValue<T, N>> {
  const { field, fieldState } = useController({ control, name, rules });
  const sharedText = useFieldError();
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: (errorText ?? sharedText)(fieldState.error),
  };
}

/** The same for ui-kit's Checkbox (`checked` / `onCheckedChange`). */
export function useCheckboxProps<T extends FieldValues, N extends FieldPath<T>>(
  control: Control<T>,
  name: N,
  errorText?: ErrorText,
): CheckboxFieldProps {
  const { value, onChange, ...rest } = useFieldProps(control, name, errorText);
  return { ...rest, checked: Boolean(value), onCheckedChange: onChange };
}

interface BindingProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  errorText?: ErrorText;
  rules?: FieldRules<T, N>;
}

/** The binding as a component, for fields inside lists and branches. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  errorText,
  rules,
  children,
}: BindingProps<T, N> & { children: (props: FieldProps<FieldPathValue<T, N>>) => ReactNode }) {
  return <>{children(useFieldProps(control, name, errorText, rules))}</>;
}

/** A ui-kit MaskedField bound to a form field (phone, code, date, passport...). */
export function FormMaskedField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  errorText,
  rules,
  ...field
}: BindingProps<T, N> & Omit<MaskedFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'>) {
  const props = useFieldProps(control, name, errorText, rules);
  return <MaskedField {...field} {...props} value={props.value as string} />;
}
