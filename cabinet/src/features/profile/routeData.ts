import type { StartCalls } from '../../shared/routing/route.ts';
import { clientOptions, filesOptions, legalRequisitesOptions, personalRequisitesOptions } from '../../shared/api/customer.ts';

/** The profile: its files and the requisites of the customer's kind as soon as the profile says which. */
export const profile: StartCalls = ({ ask, prefetch, api }) => {
  prefetch(filesOptions(api));
  // legal_type 1: an organisation
  void ask(clientOptions(api)).then((client) => {
    if (client) prefetch(client.legal_type === 1 ? legalRequisitesOptions(api) : personalRequisitesOptions(api));
  });
};
