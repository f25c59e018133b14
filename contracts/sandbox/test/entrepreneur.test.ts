// An individual entrepreneur (12-digit INN, 15-digit OGRNIP, no KPP) registers, saves the bank requisites and
// asks for an EDS: the sandbox checks them with the same contracts rules as the cabinet's forms.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, startSandbox, type Running } from './helpers.ts';

let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const requisites = {
  inn: '500100732259',
  ogrn: '304500116000157',
  kpp: '',
  account: '40702810938000000001',
  bank: 'ПАО Сбербанк',
  bik: '044525225',
  correspond: '30101810400000000225',
};

test('an entrepreneur without a KPP saves the requisites and gets an EDS started', async () => {
  const registered = await call(s.url, 'POST', '/api/v1/client-legal-base', {
    token: 'demo-regtoken-fresh',
    body: {
      name: 'ИП Смирнов',
      official_name: 'Индивидуальный предприниматель Смирнов Сергей Сергеевич',
      person_name: 'Смирнов Сергей Сергеевич',
      person_position: 'Индивидуальный предприниматель',
      inn: requisites.inn,
      ogrn: requisites.ogrn,
      confirmDigitalSignatureUserAgreement: true,
      confirmPolicyConfidential: true,
    },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const token = registered.body.token as string;

  const saved = await call(s.url, 'PUT', '/api/v1/client/requisites/legal', { token, body: requisites });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const read = await call(s.url, 'GET', '/api/v1/client/requisites/legal', { token });
  assert.equal(read.body.inn, requisites.inn);
  assert.equal(read.body.kpp ?? '', '');

  const eds = await call(s.url, 'POST', '/api/v1/signature/create', { token });
  assert.equal(eds.status, 200, JSON.stringify(eds.body));
});

test('a company still needs its KPP', async () => {
  const refused = await call(s.url, 'PUT', '/api/v1/client/requisites/legal', {
    token: 'demo-token-legal',
    body: { ...requisites, inn: '7707083893', ogrn: '1027700132195', kpp: '' },
  });
  assert.equal(refused.status, 400);
});
