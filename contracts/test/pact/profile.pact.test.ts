import { cabinet, type Endpoint } from '../../src/index.ts';
import { legalBody, legalRequisites, passportBody, passportRequest, personalBody, personalRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  cabinetPact,
  eachLike,
  generalPact,
  individualLoggedIn,
  LEGAL_TOKEN,
  legalLoggedIn,
  legalProfileTemplate,
  ok,
  profileTemplate,
  regex,
  ruDateLike,
  sendsJsonWithToken,
  sendsToken,
  sessionClient,
  string,
} from './helpers.ts';

const digits = (n: number, example: string) => regex(`^\\d{${n}}$`, example);
const legalRequisitesTemplate = {
  inn: regex(/^\d{10}(\d{2})?$/.source, legalRequisites.inn),
  ogrn: regex(/^\d{13}(\d{2})?$/.source, legalRequisites.ogrn),
  kpp: digits(9, legalRequisites.kpp),
  account: digits(20, legalRequisites.account),
  bank: string(legalRequisites.bank),
  bik: digits(9, legalRequisites.bik),
  correspond: digits(20, legalRequisites.correspond),
};
const passportTemplate = {
  document_name: string('passportRf'),
  // any string, as the cabinet parses it (its form checks `###-###` when the customer edits it)
  division_code: string('770-001'),
  document_number: string('45 10 123456'),
  issued: ruDateLike('15.06.2010'),
  issuer: string('ОВД района Арбат города Москвы'),
  adress: string('г. Москва, ул. Арбат, д. 1, кв. 1'),
  fact_address: string('г. Москва, ул. Арбат, д. 1, кв. 1'),
};
const filesTemplate = { files: eachLike({ filename: string('Договор D-1001.pdf'), file: string('/files/contracts/D-1001-signed.pdf') }) };

const pactOf = (endpoint: Endpoint) => (endpoint.api === 'cabinet' ? cabinetPact() : generalPact());
const individual = { state: 'the individual demo customer is logged in', params: individualLoggedIn, token: undefined };
const legal = { state: 'the legal demo customer is logged in', params: legalLoggedIn, token: LEGAL_TOKEN };

describe('both APIs: the profile', () => {
  const reads = [[cabinet.client, '/api/v1/client']] as const;
  for (const [endpoint, path] of reads) {
    it(`${endpoint.id} should answer the profile of an individual`, async () => {
      await pactOf(endpoint)
        .addInteraction()
        .given(individual.state, individual.params)
        .uponReceiving(`a request for the ${endpoint.id.split('.')[1]} of the individual demo customer`)
        .withRequest('GET', path, sendsToken())
        .willRespondWith(200, answersJson(profileTemplate))
        .executeTest(async (mock) => {
          const answer = await sessionClient(mock.url).call(endpoint);
          expect(answer.legal_type).toBe(0);
          expect(answer.personal?.fio).toBe('Иванов Иван Иванович');
        });
    });

    it(`${endpoint.id} should answer the profile of a legal entity`, async () => {
      await pactOf(endpoint)
        .addInteraction()
        .given(legal.state, legal.params)
        .uponReceiving(`a request for the ${endpoint.id.split('.')[1]} of the legal demo customer`)
        .withRequest('GET', path, sendsToken(LEGAL_TOKEN))
        .willRespondWith(200, answersJson(legalProfileTemplate))
        .executeTest(async (mock) => {
          const answer = await sessionClient(mock.url, LEGAL_TOKEN).call(endpoint);
          expect(answer.legal_type).toBe(1);
          expect(answer.company?.official_name).toBe('Общество с ограниченной ответственностью «Ромашка»');
        });
    });
  }
});

describe('both APIs: saving the profile and the requisites', () => {
  const writes = [
    [cabinet.updateClientPersonal, '/api/v1/client/personal', personalBody, individual, 'profile saved'],
    [cabinet.updateClientLegal, '/api/v1/client/legal', legalBody, legal, 'profile saved'],
    [cabinet.updateRequisitesPersonal, '/api/v1/client/requisites/peronal', passportBody, individual, 'requisites saved'],
    [cabinet.updateRequisitesLegal, '/api/v1/client/requisites/legal', legalRequisites, legal, 'requisites saved'],
  ] as const;
  for (const [endpoint, path, body, who, message] of writes) {
    const legalDigits = 'bik' in body;
    const text = `${endpoint.id.split('.')[1]} of the ${who === legal ? 'legal' : 'individual'} demo customer`;
    it(`${endpoint.id} should save the ${who === legal ? 'organisation' : 'personal'} data`, async () => {
      await pactOf(endpoint)
        .addInteraction()
        .given(who.state, who.params)
        .uponReceiving(
          legalDigits ? proposed(text, 'success-bodies', 'requisites-digits', 'inn-kpp-lengths') : proposed(text, 'success-bodies'),
        )
        .withRequest(
          'PUT',
          path,
          sendsJsonWithToken(body === personalBody ? personalRequest : body === passportBody ? passportRequest : body, who.token),
        )
        .willRespondWith(200, answersJson({ success: ok(), message: string(message) }))
        .executeTest(async (mock) => {
          const answer = await sessionClient(mock.url, who.token).call(endpoint as Endpoint, { body } as never);
          expect(answer).toEqual({ success: true, message });
        });
    });
  }
});

describe('both APIs: reading the requisites', () => {
  const readsOf = [
    [cabinet.requisitesPersonal, '/api/v1/client/requisites/peronal', individual, passportTemplate],
    [cabinet.requisitesLegal, '/api/v1/client/requisites/legal', legal, legalRequisitesTemplate],
  ] as const;
  for (const [endpoint, path, who, template] of readsOf) {
    const text = `a request for the ${endpoint.id.split('.')[1]} of the ${who === legal ? 'legal' : 'individual'} demo customer`;
    it(`${endpoint.id} should answer the ${who === legal ? 'organisation requisites as digit strings' : 'passport requisites'}`, async () => {
      await pactOf(endpoint)
        .addInteraction()
        .given(who.state, who.params)
        .uponReceiving(who === legal ? proposed(text, 'requisites-digits', 'inn-kpp-lengths') : text)
        .withRequest('GET', path, sendsToken(who.token))
        .willRespondWith(200, answersJson(template))
        .executeTest(async (mock) => {
          const answer = (await sessionClient(mock.url, who.token).call(endpoint as Endpoint)) as Record<string, unknown>;
          if (who === legal) expect(answer.bik).toBe('044525225');
          else expect(answer.document_number).toBe('45 10 123456');
        });
    });
  }
});

describe('both APIs: available files', () => {
  for (const [endpoint, path] of [[cabinet.availableFiles, '/api/v1/client/available/files']] as const) {
    it(`${endpoint.id} should list the files the customer may download`, async () => {
      await pactOf(endpoint)
        .addInteraction()
        .given('the individual demo customer has signed files', { ...individualLoggedIn, agreementNumber: 'D-1001' })
        .uponReceiving('a request for the available files')
        .withRequest('GET', path, sendsToken())
        .willRespondWith(200, answersJson(filesTemplate))
        .executeTest(async (mock) => {
          const answer = await sessionClient(mock.url).call(endpoint);
          expect(answer.files[0]).toEqual({ filename: 'Договор D-1001.pdf', file: '/files/contracts/D-1001-signed.pdf' });
        });
    });
  }
});
