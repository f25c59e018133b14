import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import { signedDocAtom } from '../atoms.ts';
import DocumentSignedScreen from './DocumentSignedScreen.tsx';
import { doc } from '../test/fixtures.ts';

const tick = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

/** /document-signed after customer 't' confirmed the code of contract D-4001 (order 4001). */
const renderSigned = (fetch: typeof globalThis.fetch) =>
  renderScreen(<DocumentSignedScreen />, {
    path: '/document-signed',
    fetch,
    setup: (s) => {
      s.set(userAtom, { token: 't' });
      s.set(signedDocAtom, { number: 'D-4001', orderNumber: 4001, kind: 'contract' });
    },
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DocumentSignedScreen', () => {
  describe('given an approved contract whose file is not ready yet', () => {
    it('should refetch the documents every 3 s until signed with a link, lead to payment, and stop when left', async () => {
      const answers = [
        doc(),
        doc({ agreement_status: 'active', agreement_generated: null }),
        doc({ agreement_status: 'active', agreement_signed: '/files/signed.html' }),
      ];
      let n = 0;
      const net = fakeNetwork({ 'GET /api/v1/orders/active-docs': () => ({ body: { documents: [answers[Math.min(n++, 2)]] } }) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { location, unmount } = renderSigned(net.fetch);
      expect(await screen.findByText('Код подтверждён')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
      await tick(3000);
      expect(await screen.findByText('Готовим подписанный файл…')).toBeInTheDocument();
      await tick(3000);
      expect(await screen.findByRole('link', { name: 'Скачать подписанный договор' })).toHaveAttribute('href', '/files/signed.html');
      const settled = net.calls.length;
      await tick(9000);
      expect(net.calls.length).toBe(settled);
      await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
      expect(location.history?.at(-1)).toBe('/order-view/4001/check-status');
      unmount();
    });

    it('should call only the signed copy signed: the generated file listed first is not offered, the screen follows until the signed one exists', async () => {
      const generatedOnly = doc({ agreement_status: 'active' });
      const answers = [
        generatedOnly,
        generatedOnly,
        generatedOnly,
        doc({ agreement_status: 'active', agreement_signed: '/files/signed.html' }),
      ];
      let n = 0;
      const net = fakeNetwork({ 'GET /api/v1/orders/active-docs': () => ({ body: { documents: [answers[Math.min(n++, 3)]] } }) });
      const { unmount } = renderSigned(net.fetch);
      expect(await screen.findByText('Готовим подписанный файл…')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /подписанный договор/ })).not.toBeInTheDocument();
      await tick(3000);
      await tick(3000);
      expect(screen.queryByRole('link', { name: /подписанный договор/ })).not.toBeInTheDocument();
      await tick(3000);
      expect(await screen.findByRole('link', { name: 'Скачать подписанный договор' })).toHaveAttribute('href', '/files/signed.html');
      expect(screen.queryByText('Готовим подписанный файл…')).not.toBeInTheDocument();
      unmount();
    });

    it('should stop following after two minutes with a message and follow again on request', async () => {
      let signedCopy = false;
      const net = fakeNetwork({
        'GET /api/v1/orders/active-docs': () => ({
          body: { documents: [doc({ agreement_status: 'active', ...(signedCopy ? { agreement_signed: '/files/signed.html' } : {}) })] },
        }),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { unmount } = renderSigned(net.fetch);
      expect(await screen.findByText('Готовим подписанный файл…')).toBeInTheDocument();
      await tick(120_000);
      expect(await screen.findByText(/Подписанный файл ещё готовится/)).toBeInTheDocument();
      const settled = net.calls.length;
      expect(settled).toBeGreaterThan(30);
      await tick(30_000);
      expect(net.calls.length).toBe(settled);
      expect(screen.queryByRole('link', { name: /подписанный договор/ })).not.toBeInTheDocument();

      signedCopy = true;
      await user.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
      expect(await screen.findByRole('link', { name: 'Скачать подписанный договор' })).toHaveAttribute('href', '/files/signed.html');
      expect(screen.queryByText(/файл ещё готовится/)).not.toBeInTheDocument();
      unmount();
    });

    it('should stop refetching when the screen is left before the file is ready', async () => {
      const net = fakeNetwork({ 'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }) });
      const { unmount } = renderSigned(net.fetch);
      expect(await screen.findByText('Код подтверждён')).toBeInTheDocument();
      await tick(3000);
      expect(net.calls.length).toBe(2);
      unmount();
      await tick(12000);
      expect(net.calls.length).toBe(2);
    });
  });
});
