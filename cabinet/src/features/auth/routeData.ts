import type { StartCalls } from '../../shared/routing/route.ts';
import { termsOptions } from './api/terms.ts';
import { languageAtom } from '../../shared/session/atoms.ts';

/** Registration's first step: the terms of service in the visitor's language. */
export const terms: StartCalls = ({ prefetch, api, store }) => prefetch(termsOptions(api, store.get(languageAtom)));
