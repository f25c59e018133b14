import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import styled from 'styled-components';
import { Alert, Button, Checkbox, DateField, Dialog, MaskedField, Select, Skeleton, TextField, Textarea } from '@sb/ui-kit';
import {
  PHONE_PATTERN,
  errorMessageFor,
  errorMessageIds,
  formatPhone,
  isApiError,
  parseRuDate,
  checkRuDate,
  dayOf,
  phoneToDigits,
  ruleMessages,
  type Order,
} from '@sb/contracts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFieldError, zodFormResolver } from '../../../shared/forms.ts';
import { clientAtom } from '../../../shared/api/customer.ts';
import { cargoRequestAtom, cargoServicesAtom, cargoTimingsAtom, cargoTypesAtom } from '../api/cargo.ts';
import { useFormat } from '../../../shared/format.ts';
import { DialogForm, DoneDialog } from '../../../shared/ui/FormDialog.tsx';

/** The moving request form; messages are i18n ids. */
export function cargoSchema(today: Date) {
  return z.object({
    movingType: z.string().check(z.minLength(1, ruleMessages.fieldRequired)),
    services: z.array(z.string()),
    timing: z.string().check(z.minLength(1, ruleMessages.fieldRequired)),
    date: z.string().check(
      z.minLength(1, { message: ruleMessages.fieldRequired, abort: true }),
      z.refine((v) => parseRuDate(v) !== null, ruleMessages.dateFormat),
      z.refine((v) => (parseRuDate(v) ?? 0) >= dayOf(today), 'orders.cargo.datePast'),
    ),
    addressFrom: z.string().check(z.trim(), z.minLength(3, ruleMessages.symbolsMin)),
    contactName: z.string().check(z.trim(), z.minLength(1, ruleMessages.fieldRequired)),
    contactPhone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: ruleMessages.fieldRequired, abort: true }),
        z.regex(PHONE_PATTERN, ruleMessages.phoneFormat),
      ),
    comment: z.optional(z.string()),
  });
}
export type CargoValues = z.input<ReturnType<typeof cargoSchema>>;

const Form = styled(DialogForm)`
  & fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
  }
  & legend {
    font-weight: var(--sb-fontWeights-medium);
    margin-bottom: var(--sb-space-2);
  }
`;

const CARGO_CODES = new Set(['409', '405', '605']);

/**
 * The cargo request's own readings of 409, 405 and 605 (spec 2 section 8): the catalogue's when it has them for the
 * 'cargo' context, these otherwise.
 */
export function cargoErrorId(error: unknown): { id: string; values?: Record<string, string | number> } {
  const fromCatalogue = errorMessageFor(error, 'cargo');
  if (fromCatalogue.id !== errorMessageIds.unknownCode && fromCatalogue.id !== errorMessageIds.unexpected) return fromCatalogue;
  if (!isApiError(error)) return fromCatalogue;
  const code =
    error.code && CARGO_CODES.has(error.code)
      ? error.code
      : error.status && CARGO_CODES.has(String(error.status))
        ? String(error.status)
        : null;
  return code ? { id: `orders.cargo.error${code}` } : fromCatalogue;
}

/** A moving (cargo) request to the order's warehouse: types, services and timings from the general API. */
export function CargoRequestDialog({ order, today, onClose }: { order: Order; today: Date; onClose: () => void }) {
  const intl = useIntl();
  const f = useFormat();
  const fieldError = useFieldError();
  const t = (id: string) => intl.formatMessage({ id: `orders.cargo.${id}` });
  const types = useAtomValue(cargoTypesAtom);
  const services = useAtomValue(cargoServicesAtom);
  const timings = useAtomValue(cargoTimingsAtom);
  const client = useAtomValue(clientAtom);
  const send = useAtomValue(cargoRequestAtom);
  const [done, setDone] = useState(false);
  const form = useForm<CargoValues>({
    resolver: zodFormResolver(cargoSchema(today)) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values: {
      movingType: '',
      services: [],
      timing: '',
      date: '',
      addressFrom: '',
      contactName: client.data?.personal?.fio ?? client.data?.company?.name ?? '',
      contactPhone: client.data?.main_phone ? formatPhone(client.data.main_phone) : '',
      comment: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((v) =>
    send.mutate(
      {
        moving_type: Number(v.movingType),
        services: v.services.map(Number),
        timing: Number(v.timing),
        date: v.date,
        address_from: v.addressFrom.trim(),
        place: order.place.code,
        contact_name: v.contactName.trim(),
        contact_phone: phoneToDigits(v.contactPhone),
        ...(v.comment?.trim() ? { comment: v.comment.trim() } : {}),
      },
      { onSuccess: () => setDone(true) },
    ),
  );

  if (done)
    return (
      <DoneDialog title={t('thanksTitle')} okLabel={t('thanksOk')} onClose={onClose}>
        {t('thanksText')}
      </DoneDialog>
    );

  const listsFailed = types.isError || services.isError || timings.isError;
  const listsLoading = types.isPending || services.isPending || timings.isPending;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('title')}
      description={intl.formatMessage({ id: 'orders.cargo.description' }, { place: order.place.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="cargo-form" loading={send.isPending} disabled={listsLoading || listsFailed}>
            {t('submit')}
          </Button>
        </>
      }
    >
      {listsFailed ? (
        <ApiErrorMessage
          error={types.error ?? services.error ?? timings.error}
          onRetry={() => {
            void types.refetch();
            void services.refetch();
            void timings.refetch();
          }}
        />
      ) : listsLoading ? (
        <Skeleton lines={6} />
      ) : (
        <Form id="cargo-form" noValidate onSubmit={submit}>
          <Controller
            control={form.control}
            name="movingType"
            render={({ field }) => (
              <Select
                label={t('movingType')}
                required
                placeholder={t('choose')}
                options={(types.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors.movingType)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="services"
            render={({ field }) => (
              <fieldset>
                <legend>{t('services')}</legend>
                {(services.data ?? []).map((s) => (
                  <Checkbox
                    key={s.id}
                    label={s.price ? `${s.name} (${f.money(s.price)})` : s.name}
                    checked={field.value.includes(String(s.id))}
                    onCheckedChange={(on) =>
                      field.onChange(on ? [...field.value, String(s.id)] : field.value.filter((v) => v !== String(s.id)))
                    }
                  />
                ))}
              </fieldset>
            )}
          />
          <Controller
            control={form.control}
            name="timing"
            render={({ field }) => (
              <Select
                label={t('timing')}
                required
                placeholder={t('choose')}
                options={(timings.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors.timing)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField
                label={t('date')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                validate={(text) => checkRuDate(text)}
                error={fieldError(errors.date)}
              />
            )}
          />
          <TextField
            label={t('addressFrom')}
            required
            autoComplete="street-address"
            error={fieldError(errors.addressFrom)}
            {...form.register('addressFrom')}
          />
          <TextField
            label={t('contactName')}
            required
            autoComplete="name"
            error={fieldError(errors.contactName)}
            {...form.register('contactName')}
          />
          <Controller
            control={form.control}
            name="contactPhone"
            render={({ field }) => (
              <MaskedField
                mask="phone"
                label={t('contactPhone')}
                required
                autoComplete="tel"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors.contactPhone)}
              />
            )}
          />
          <Textarea label={t('comment')} rows={3} {...form.register('comment')} />
          {send.isError && (
            <Alert variant="danger">{intl.formatMessage({ id: cargoErrorId(send.error).id }, cargoErrorId(send.error).values)}</Alert>
          )}
        </Form>
      )}
    </Dialog>
  );
}
