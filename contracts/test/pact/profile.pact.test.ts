import { cabinet, general } from '../../src/index.ts';
import {
  auth,
  authJson,
  cabinetPact,
  eachLike,
  generalPact,
  individualLoggedIn,
  integer,
  jsonContentType,
  LEGAL_TOKEN,
  legalLoggedIn,
  profileTemplate,
  regex,
  ruDateLike,
  sessionClient,
  string,
} from './helpers.ts';

const personalBody = {
  fio: 'Иванов Иван Иванович',
  birthday: '01.01.1985',
  phones: [{ name: 'Рабочий', number: '79990000011' }],
  emails: ['ivanov@example.ru'],
};
const legalBody = {
  phones: [{ name: 'Офис', number: '79990000022' }],
  emails: ['office@romashka.ru'],
  name: 'ООО Ромашка',
  person_basis: 'Устава',
  person_name: 'Сидоров Сидор Сидорович',
  person_position: 'Генеральный директор',
  person_position_genitive: 'Генерального директора',
};
const passportBody = {
  document_name: 'passportRf' as const,
  division_code: '770-001',
  document_number: '45 10 123456',
  issued: '15.06.2010',
  issuer: 'ОВД района Арбат города Москвы',
  adress: 'г. Москва, ул. Арбат, д. 1, кв. 1',
  fact_address: 'г. Москва, ул. Арбат, д. 1, кв. 1',
};
// Digit strings: the BIK keeps its leading zero and the accounts all 20 digits.
const legalRequisites = {
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  account: '40702810938000000001',
  bank: 'ПАО Сбербанк',
  bik: '044525225',
  correspond: '30101810400000000225',
};
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
  division_code: regex(/^\d{3}-\d{3}$/.source, '770-001'),
  document_number: string('45 10 123456'),
  issued: ruDateLike('15.06.2010'),
  issuer: string('ОВД района Арбат города Москвы'),
  adress: string('г. Москва, ул. Арбат, д. 1, кв. 1'),
  fact_address: string('г. Москва, ул. Арбат, д. 1, кв. 1'),
};
const legalProfileTemplate = {
  ...profileTemplate,
  main_phone: regex(/^7\d{10}$/.source, '79990000002'),
  legal_type: integer(1),
  personal: undefined,
  company: { name: string('ООО Ромашка') },
  person_name: string('Сидоров Сидор Сидорович'),
  person_position: string('Генеральный директор'),
  person_position_genitive: string('Генерального директора'),
  person_basis: string('Устава'),
};
delete legalProfileTemplate.personal;
const filesTemplate = { files: eachLike({ filename: string('Договор D-1001.pdf'), file: string('/files/contracts/D-1001-signed.pdf') }) };

describe('cabinet API: profile', () => {
  for (const [name, endpoint, path] of [
    ['profile', cabinet.client, '/api/v1/client'],
    ['actual profile', cabinet.clientActual, '/api/v1/client/actual'],
  ] as const) {
    it(`should answer the ${name} of an individual`, async () => {
      await cabinetPact()
        .addInteraction()
        .given('the individual demo customer is logged in', individualLoggedIn)
        .uponReceiving(`a request for the ${name} of the individual demo customer`)
        .withRequest('GET', path, (b) => {
          b.headers(auth());
        })
        .willRespondWith(200, (b) => {
          b.headers(jsonContentType).jsonBody(profileTemplate);
        })
        .executeTest(async (mock) => {
          const answer = await sessionClient(mock.url).call(endpoint);
          expect(answer.main_phone).toBe('79990000001');
          expect(answer.legal_type).toBe(0);
          expect(answer.personal?.fio).toBe('Иванов Иван Иванович');
        });
    });
  }

  it('should answer the profile of a legal entity', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('a request for the profile of the legal demo customer')
      .withRequest('GET', '/api/v1/client', (b) => {
        b.headers(auth(LEGAL_TOKEN));
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(legalProfileTemplate);
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url, LEGAL_TOKEN).call(cabinet.client);
        expect(answer.legal_type).toBe(1);
        expect(answer.company?.name).toBe('ООО Ромашка');
      });
  });

  it('should save the personal data', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a personal data update')
      .withRequest('PUT', '/api/v1/client/personal', (b) => {
        b.headers(authJson()).jsonBody(personalBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.updateClientPersonal, { body: personalBody })).success).toBe(true);
      });
  });

  it('should save the organisation data', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('an organisation data update')
      .withRequest('PUT', '/api/v1/client/legal', (b) => {
        b.headers(authJson(LEGAL_TOKEN)).jsonBody(legalBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url, LEGAL_TOKEN).call(cabinet.updateClientLegal, { body: legalBody })).success).toBe(true);
      });
  });
});

describe('cabinet API: requisites', () => {
  it('should answer the passport requisites of an individual', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the personal requisites')
      .withRequest('GET', '/api/v1/client/requisites/peronal', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(passportTemplate);
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.requisitesPersonal);
        expect(answer.document_number).toBe('45 10 123456');
        expect(answer.adress).toBe('г. Москва, ул. Арбат, д. 1, кв. 1');
      });
  });

  it('should save the passport requisites', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a personal requisites update')
      .withRequest('PUT', '/api/v1/client/requisites/peronal', (b) => {
        b.headers(authJson()).jsonBody(passportBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(cabinet.updateRequisitesPersonal, { body: passportBody })).success).toBe(true);
      });
  });

  it('should answer the organisation requisites as digit strings', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('a request for the legal requisites')
      .withRequest('GET', '/api/v1/client/requisites/legal', (b) => {
        b.headers(auth(LEGAL_TOKEN));
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(legalRequisitesTemplate);
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url, LEGAL_TOKEN).call(cabinet.requisitesLegal);
        expect(answer.bik).toBe('044525225');
        expect(answer.account).toBe('40702810938000000001');
      });
  });

  it('should save the organisation requisites with every digit', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('a legal requisites update')
      .withRequest('PUT', '/api/v1/client/requisites/legal', (b) => {
        b.headers(authJson(LEGAL_TOKEN)).jsonBody(legalRequisites);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url, LEGAL_TOKEN).call(cabinet.updateRequisitesLegal, { body: legalRequisites })).success).toBe(
          true,
        );
      });
  });
});

describe('cabinet API: available files', () => {
  it('should list the files the customer may download', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has signed files', { ...individualLoggedIn, agreementNumber: 'D-1001' })
      .uponReceiving('a request for the available files')
      .withRequest('GET', '/api/v1/client/available/files', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(filesTemplate);
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.availableFiles);
        expect(answer.files[0]).toEqual({ filename: 'Договор D-1001.pdf', file: '/files/contracts/D-1001-signed.pdf' });
      });
  });
});

describe('general API: profile, requisites and files (older flows)', () => {
  it('should answer the profile', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/api/client', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(profileTemplate);
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.client)).main_phone).toBe('79990000001');
      });
  });

  it('should answer the actual profile', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a request for the actual profile')
      .withRequest('GET', '/api/client/actual', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(profileTemplate);
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.clientActual)).phones[0]?.number).toBe('79990000011');
      });
  });

  it('should save the personal data', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a personal data update')
      .withRequest('PUT', '/api/client/personal', (b) => {
        b.headers(authJson()).jsonBody(personalBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.updateClientPersonal, { body: personalBody })).success).toBe(true);
      });
  });

  it('should save the organisation data', async () => {
    await generalPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('an organisation data update')
      .withRequest('PUT', '/api/client/legal', (b) => {
        b.headers(authJson(LEGAL_TOKEN)).jsonBody(legalBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url, LEGAL_TOKEN).call(general.updateClientLegal, { body: legalBody })).success).toBe(true);
      });
  });

  it('should answer the requisites of an organisation', async () => {
    await generalPact()
      .addInteraction()
      .given('the legal demo customer is logged in', legalLoggedIn)
      .uponReceiving('a request for the requisites of the legal demo customer')
      .withRequest('GET', '/api/client/requisites', (b) => {
        b.headers(auth(LEGAL_TOKEN));
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(legalRequisitesTemplate);
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url, LEGAL_TOKEN).call(general.requisites)).correspond).toBe('30101810400000000225');
      });
  });

  it('should save the passport requisites', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving('a requisites update with passport data')
      .withRequest('PUT', '/api/client/requisites', (b) => {
        b.headers(authJson()).jsonBody(passportBody);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ success: true });
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.updateRequisites, { body: passportBody })).success).toBe(true);
      });
  });

  it('should list the available files', async () => {
    await generalPact()
      .addInteraction()
      .given('the individual demo customer has signed files', { ...individualLoggedIn, agreementNumber: 'D-1001' })
      .uponReceiving('a request for the available files')
      .withRequest('GET', '/api/client/available/files', (b) => {
        b.headers(auth());
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody(filesTemplate);
      })
      .executeTest(async (mock) => {
        expect((await sessionClient(mock.url).call(general.availableFiles)).files).toHaveLength(1);
      });
  });
});
