import { cabinet, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../options.ts';

export const clientKeys = { all: ['client'] as const, profile: () => ['client', 'profile'] as const };
/** The profile (GET client): name, phones, e-mails, legal_type. */
export const clientOptions = (api: ApiClient) =>
  queryOptions({ queryKey: clientKeys.profile(), queryFn: ({ signal }) => api.call(cabinet.client, { signal }) });

export const requisitesKeys = {
  all: ['requisites'] as const,
  of: (kind: 'personal' | 'legal') => ['requisites', kind] as const,
};
/** Passport requisites of an individual. */
export const personalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('personal'), queryFn: ({ signal }) => api.call(cabinet.requisitesPersonal, { signal }) });
/** Company requisites of a legal entity. */
export const legalRequisitesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: requisitesKeys.of('legal'), queryFn: ({ signal }) => api.call(cabinet.requisitesLegal, { signal }) });

export const filesKeys = { all: ['files'] as const, available: () => ['files', 'available'] as const };
/** Files the customer can download ('my files'). */
export const filesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: filesKeys.available(), queryFn: ({ signal }) => api.call(cabinet.availableFiles, { signal }) });
