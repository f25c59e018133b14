import type { ApiClient } from '@sb/contracts';
import type { QueryClient } from '@tanstack/query-core';
import { clientOptions, personalRequisitesOptions } from '../../shared/api/customer.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { pathTo } from '../../shared/routing/paths.ts';

// What a fresh session reads to decide where it goes: the profile, the requisites and the active orders, through
// the cache, so the screen it leads to shows them without asking again. A failed read is not asked again: it leads
// to the profile at once.

const once = { retry: false } as const;

/**
 * Where a fresh session goes (spec 1, "After a successful login"): the requisites first; an individual with no
 * passport number goes to the profile; otherwise active orders: any -> /orders, none -> the create-order screen;
 * a failure -> the profile. An organisation has no passport: it goes straight to the orders check. The three
 * answers are asked for together (one round trip after the login, not three one after another); an organisation's
 * requisites answer is not read.
 */
export async function destinationAfterLogin(queryClient: QueryClient, api: ApiClient): Promise<string> {
  const [profile, requisites, active] = await Promise.allSettled([
    queryClient.fetchQuery({ ...clientOptions(api), ...once }),
    queryClient.fetchQuery({ ...personalRequisitesOptions(api), ...once }),
    queryClient.fetchQuery({ ...ordersListOptions(api, 'active'), ...once }),
  ]);
  if (profile.status === 'rejected') return '/';
  if (profile.value.legal_type !== 1 && (requisites.status === 'rejected' || !requisites.value.document_number)) return '/';
  if (active.status === 'rejected') return '/';
  return active.value.length > 0 ? pathTo('orders') : pathTo('createOrder', {});
}

/** The profile after a restore or first-time password: with no name the registration is not finished. */
export async function hasName(queryClient: QueryClient, api: ApiClient): Promise<boolean> {
  const profile = await queryClient.fetchQuery({ ...clientOptions(api), ...once });
  const name = profile.legal_type === 1 ? (profile.company?.name ?? profile.person_name) : profile.personal?.fio;
  return Boolean(name && name.trim());
}
