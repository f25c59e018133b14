// The validation errors of the profile and requisites forms: data that passes the request schema but breaks a
// field rule the provider enforces (name lengths, dates, INN check digits) answers 400 VALIDATION_ERROR
// (a proposal: the spec names no code for it).
import { cabinet, type Endpoint } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import { futurePassportBody, futurePassportRequest, legalBody, legalRequisites, personalBody, personalRequest } from './bodies.ts';
import {
  answersJson,
  cabinetPact,
  failure,
  individualLoggedIn,
  LEGAL_TOKEN,
  legalLoggedIn,
  sendsJsonWithToken,
  sessionClient,
  string,
} from './helpers.ts';

const individual = { state: 'the individual demo customer is logged in', params: individualLoggedIn, token: undefined };
const legal = { state: 'the legal demo customer is logged in', params: legalLoggedIn, token: LEGAL_TOKEN };

const cases = [
  [
    cabinet.updateClientPersonal,
    '/api/v1/client/personal',
    { ...personalBody, fio: 'Ив' },
    { ...personalRequest, fio: 'Ив' },
    individual,
    'a too short full name',
    'fio: symbolsMin',
  ],
  [
    cabinet.updateClientLegal,
    '/api/v1/client/legal',
    { ...legalBody, name: 'ООО' },
    { ...legalBody, name: 'ООО' },
    legal,
    'a too short company name',
    'name too short',
  ],
  [
    cabinet.updateRequisitesPersonal,
    '/api/v1/client/requisites/peronal',
    futurePassportBody,
    futurePassportRequest,
    individual,
    'a passport issued in the future',
    'requisites.issued: dateInFuture',
  ],
  [
    cabinet.updateRequisitesLegal,
    '/api/v1/client/requisites/legal',
    { ...legalRequisites, inn: '7707083890' },
    { ...legalRequisites, inn: '7707083890' },
    legal,
    'an INN that fails its check digits',
    'requisites.inn: innIncorrect',
  ],
] as const;

describe('cabinet API: profile and requisites validation errors', () => {
  for (const [endpoint, path, body, pinned, who, what, example] of cases) {
    it(`${endpoint.id} should refuse ${what}`, async () => {
      await cabinetPact()
        .addInteraction()
        .given(who.state, who.params)
        .uponReceiving(proposed(`${endpoint.id.split('.')[1]} with ${what}`, 'validation-error'))
        .withRequest('PUT', path, sendsJsonWithToken(pinned, who.token))
        .willRespondWith(400, answersJson({ error_code: 'VALIDATION_ERROR', message: string(example) }))
        .executeTest(async (mock) => {
          const error = await failure(sessionClient(mock.url, who.token).call(endpoint as Endpoint, { body } as never));
          expect(error.status).toBe(400);
          expect(error.code).toBe('VALIDATION_ERROR');
        });
    });
  }
});
