import { general, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../options.ts';

export const termsKeys = { all: ['terms'] as const, of: (language: string) => ['terms', language] as const };
/** The terms of service (HTML, shown as text) in the current language, for registration step 1. */
export const termsOptions = (api: ApiClient, language: 'ru' | 'en') =>
  queryOptions({
    queryKey: termsKeys.of(language),
    queryFn: ({ signal }) => api.call(general.termsOfServices, { body: { language }, signal }).then((a) => a.content),
    staleTime: Infinity,
  });
