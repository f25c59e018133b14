import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox, NumberField, TextField, Textarea } from '@sb/ui-kit';
import { FormField, FormMaskedField } from '../../../shared/forms/index.ts';
import { requestSimpleAtom } from '../api/booking.ts';
import { SendDialog } from './SendDialog.tsx';

/** `byRequest`: a box that is not free (budget and size); `storage`: the warehouse request (consent required); `simple`: a plain order request. */
export type RequestKind = 'byRequest' | 'storage' | 'simple';

/** request_name of each kind (docs/decisions.md). */
export const REQUEST_NAMES: Record<RequestKind, string> = { byRequest: 'box_request', storage: 'storage_request', simple: 'simple_order' };

export interface RequestModalProps {
  kind: RequestKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** place code */
  place: string;
  /** The warehouse's name for the description. */
  placeName?: string;
  /** The box size asked about (byRequest), m2. */
  size?: number;
  /** Called after the request is accepted (the page then shows the thanks dialog). */
  onDone: () => void;
}

interface Values {
  name: string;
  phone: string;
  budget: number | null;
  size: number | null;
  comment: string;
  consent: boolean;
}

/**
 * The request dialogs over request/simple. The spec has no name or phone rules for them; the storage request needs
 * its consent checkbox (without it nothing is sent and the box says why). A failure keeps what was typed and says so.
 */
export function RequestModal({ kind, open, onOpenChange, place, placeName, size, onDone }: RequestModalProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.request.${id}` }, v);
  const send = useAtomValue(requestSimpleAtom);
  const form = useForm<Values>({ defaultValues: { name: '', phone: '', budget: null, size: size ?? null, comment: '', consent: false } });

  return (
    <SendDialog
      open={open}
      onOpenChange={onOpenChange}
      onDone={onDone}
      messages="booking.request"
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`, { place: placeName ?? place })}
      form={form}
      command={send}
      request={(v) =>
        send.mutateAsync({
          place,
          request_name: REQUEST_NAMES[kind],
          request_comment: v.comment,
          contact_name: v.name,
          contact_phone: v.phone.replace(/\D/g, ''),
          ...(kind === 'byRequest' ? { ...(v.budget ? { budget: v.budget } : {}), ...(v.size ? { size: v.size } : {}) } : {}),
          ...(kind === 'storage' ? { is_consent_checked: true as const } : {}),
        })
      }
      clearWhenSent
    >
      <TextField label={t('name')} autoComplete="name" {...form.register('name')} />
      <FormMaskedField control={form.control} name="phone" mask="phone" label={t('phone')} type="tel" autoComplete="tel" />
      {kind === 'byRequest' && (
        <>
          <FormField control={form.control} name="size">
            {(p) => <NumberField label={t('size')} min={0.01} step={0.01} {...p} />}
          </FormField>
          <FormField control={form.control} name="budget">
            {(p) => <NumberField label={t('budget')} hint={t('budgetHint')} min={0} {...p} />}
          </FormField>
        </>
      )}
      <Textarea label={t('comment')} {...form.register('comment')} />
      {kind === 'storage' && (
        <Controller
          control={form.control}
          name="consent"
          rules={{ validate: (v) => v || 'consentRequired' }}
          render={({ field, fieldState }) => (
            <Checkbox
              label={t('consent')}
              required
              checked={field.value}
              onCheckedChange={(c) => field.onChange(c === true)}
              name={field.name}
              ref={field.ref}
              error={fieldState.error ? t('consentRequired') : undefined}
            />
          )}
        />
      )}
    </SendDialog>
  );
}
