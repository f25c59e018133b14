import { atomWithQuery } from '../../shared/api/serverState.ts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { languageAtom } from '../../shared/session/atoms.ts';
import { termsOptions } from '../../shared/api/resources.ts';

// Apart from the feature's other atoms: the one cached resource of the ways in, so only the screen that shows the
// terms loads the query runtime.

/** The terms of service in the current language (registration step 1). */
export const termsQueryAtom = atomWithQuery((get) => termsOptions(get(apiAtom), get(languageAtom)));
