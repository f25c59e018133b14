import { general, type ApiClient } from '@sb/contracts';
import { queryOptions } from '../../../shared/api/options.ts';
import { atomWithQuery } from '../../../shared/api/serverState.ts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { languageAtom } from '../../../shared/session/atoms.ts';

export const termsKeys = { all: ['terms'] as const, of: (language: string) => ['terms', language] as const };
/** The terms of service (HTML, shown as text) in the current language, for registration step 1. */
export const termsOptions = (api: ApiClient, language: 'ru' | 'en') =>
  queryOptions({
    queryKey: termsKeys.of(language),
    queryFn: ({ signal }) => api.call(general.termsOfServices, { body: { language }, signal }).then((a) => a.content),
    staleTime: Infinity,
  });

/** The terms of service in the current language (registration step 1). */
export const termsQueryAtom = atomWithQuery((get) => termsOptions(get(apiAtom), get(languageAtom)));
