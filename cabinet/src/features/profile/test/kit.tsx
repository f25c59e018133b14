import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import type { AppStore } from '../../../shared/api/store.ts';
import { userAtom } from '../../../shared/session/atoms.ts';
import ProfileScreen from '../routes/ProfileScreen.tsx';

// The profile tests' one setup: the customers, their requisites, the backend and the logged-in render.

export const individual = {
  main_phone: '79990000001',
  phones: [{ name: 'Рабочий', number: '79161234567' }],
  emails: ['ivanov@example.com'],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' },
};

export const organisation = {
  main_phone: '79990000002',
  phones: [],
  emails: ['office@romashka.example'],
  legal_type: 1,
  company: { name: 'ООО «Ромашка»' },
  person_name: 'Петров Пётр Петрович',
  person_position: 'Генеральный директор',
  person_position_genitive: 'Генерального директора',
  person_basis: 'Устава',
};

export const passport = {
  document_name: 'passportRf',
  division_code: '770-001',
  document_number: '45 01 123456',
  issued: '15.03.2015',
  issuer: 'ОВД Тверского района города Москвы',
  adress: 'Москва, ул. Тверская, д. 1',
  fact_address: 'Москва, ул. Тверская, д. 1',
};

export const bank = {
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  bik: '044525225',
  account: '40702810938000000001',
  correspond: '30101810400000000225',
  bank: 'ПАО Сбербанк',
};

export type Handler = (body: unknown) => { status?: number; body: unknown };
export type Network = ReturnType<typeof fakeNetwork>;

/** The backend of one customer: the profile, both kinds of requisites, one file, and every save answering success. */
export function network(profile: object, extra: Record<string, Handler> = {}) {
  return fakeNetwork({
    'GET /api/v1/client': () => ({ body: profile }),
    'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
    'GET /api/v1/client/requisites/legal': () => ({ body: bank }),
    'GET /api/v1/client/available/files': () => ({
      body: { files: [{ filename: 'Договор 100001.pdf', file: '/files/contract-100001.pdf' }] },
    }),
    'PUT /api/v1/client/personal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/legal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/peronal': () => ({ body: { success: true } }),
    'PUT /api/v1/client/requisites/legal': () => ({ body: { success: true } }),
    ...extra,
  });
}

export const loggedIn = (store: AppStore) => store.set(userAtom, { token: 't-1' });

/** The profile screen of a logged-in customer over `net`. */
export function renderProfile(net: Network, language: 'ru' | 'en' = 'ru') {
  return renderScreen(<ProfileScreen />, { fetch: net.fetch, language, setup: loggedIn });
}

export const sent = (net: Network, method: string, path: string) => net.calls.filter((c) => c.method === method && c.path === path);
