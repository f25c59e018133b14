import { screen, within } from '@testing-library/react';
import type { Order } from '@sb/contracts';
import { renderOrderView } from '../test/orderView.tsx';
import { anOrder } from '../testData.ts';

// a busy shared machine: screen tests with dialogs and debounces take longer than Jest's 5 s default
jest.setTimeout(20_000);

const view = renderOrderView;

const unsigned = (over: Partial<Order> = {}) =>
  anOrder({
    number: 1003,
    state: 'pre-signed',
    agreement: {
      number: 'D-1003',
      uuid: 'c0ffee00-0000-4000-8000-000000001003',
      signed: null,
      generated: '/files/contracts/c0ffee00/D-1003.html',
      need_change: false,
      sign_system: 'eds',
    },
    contract_link: '/files/contracts/c0ffee00/D-1003.html',
    ...over,
  });

describe('OrderViewScreen documents', () => {
  describe('given a contract awaiting signature', () => {
    it('should offer the unsigned file once, as not signed, and never as the signed copy', async () => {
      view(unsigned());
      const docs = await screen.findByRole('region', { name: 'Документы' });
      expect(within(docs).getByRole('link', { name: 'Подписать договор №\u00A0D-1003' })).toBeInTheDocument();
      expect(within(docs).getByRole('link', { name: 'Договор (не подписан)' })).toHaveAttribute(
        'href',
        '/files/contracts/c0ffee00/D-1003.html',
      );
      expect(within(docs).queryByRole('link', { name: /подписанный/ })).not.toBeInTheDocument();
      const files = within(docs)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href') === '/files/contracts/c0ffee00/D-1003.html');
      expect(files).toHaveLength(1);
    });

    it('should say "Contract (not signed)" in English', async () => {
      view(unsigned(), 'en');
      const docs = await screen.findByRole('region', { name: 'Documents' });
      expect(within(docs).getByRole('link', { name: 'Contract (not signed)' })).toBeInTheDocument();
      expect(within(docs).queryByRole('link', { name: /signed contract/i })).not.toBeInTheDocument();
    });

    it('should not take a contract link without a generated file for the signed copy', async () => {
      view(unsigned({ agreement: { ...unsigned().agreement!, generated: null } }));
      const docs = await screen.findByRole('region', { name: 'Документы' });
      expect(within(docs).getByRole('link', { name: 'Договор (не подписан)' })).toBeInTheDocument();
      expect(within(docs).queryByRole('link', { name: /подписанный/ })).not.toBeInTheDocument();
    });
  });

  describe('given a signed contract', () => {
    it('should offer the signed copy once and no unsigned file', async () => {
      view(anOrder());
      const docs = await screen.findByRole('region', { name: 'Документы' });
      expect(within(docs).getByRole('link', { name: 'Скачать подписанный договор №\u00A0D-100001' })).toHaveAttribute(
        'href',
        '/files/signed-100001.pdf',
      );
      expect(within(docs).queryByRole('link', { name: /не подписан/ })).not.toBeInTheDocument();
      expect(within(docs).getAllByRole('link')).toHaveLength(1);
    });
  });
});
