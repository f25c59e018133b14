import { atomWithQuery } from './serverState.ts';
import { apiAtom } from './apiClient.ts';
import { clientOptions, filesOptions, legalRequisitesOptions, personalRequisitesOptions } from './resources/client.ts';

// The customer's query atoms (resources/client.ts), part of queries.ts, which exports them too: read through either, they
// are the same atoms.

/** The customer's profile (GET client). */
export const clientAtom = atomWithQuery((get) => clientOptions(get(apiAtom)));
/** Passport requisites (an individual's; never asked for an organisation: read only by its screens). */
export const personalRequisitesAtom = atomWithQuery((get) => personalRequisitesOptions(get(apiAtom)));
/** Company requisites (a legal entity's). */
export const legalRequisitesAtom = atomWithQuery((get) => legalRequisitesOptions(get(apiAtom)));
/** 'My files'. */
export const filesAtom = atomWithQuery((get) => filesOptions(get(apiAtom)));
