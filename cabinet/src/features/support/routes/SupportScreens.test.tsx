import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';
import { routePassesAtom } from '../../../shared/session/passes.ts';
import SupportScreen from './SupportScreen.tsx';
import SupportPublicScreen from './SupportPublicScreen.tsx';
import SupportRequestScreen from './SupportRequestScreen.tsx';
import SupportOrderHelpScreen from './SupportOrderHelpScreen.tsx';

// whole-screen journeys typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

const loggedIn = { setup: (store: AppStore) => store.set(userAtom, { token: 't-1' }) };

// a request's text is kept in the tab as a draft (shared/forms/draft.ts): each test starts with a fresh tab
beforeEach(() => sessionStorage.clear());

describe('given the support page', () => {
  it('should show 4 questions with the first one open, and the contacts', () => {
    const net = fakeNetwork({});
    renderScreen(<SupportScreen />, { path: '/support', fetch: net.fetch, ...loggedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeInTheDocument();
    const questions = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(questions).toEqual([
      'Как арендовать бокс?',
      'Как попасть к своему боксу?',
      'Как оплатить аренду?',
      'Что будет, если не оплатить вовремя?',
    ]);
    expect(screen.getByRole('button', { name: 'Как арендовать бокс?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Как оплатить аренду?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /^Позвонить/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+7\d{10}$/));
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Telegram/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Написать на/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Техническая поддержка' })).toHaveAttribute('href', '/support-request');
    expect(screen.getByRole('link', { name: 'Помощь с заказом' })).toHaveAttribute('href', '/support-order-help');
    expect(net.calls).toHaveLength(0);
  });

  describe('given the cabinet runs inside a frame', () => {
    it('should hide WhatsApp and Telegram but keep the phone and e-mail', () => {
      // inside a frame window.self is not window.top
      const self = Object.getOwnPropertyDescriptor(window, 'self');
      Object.defineProperty(window, 'self', { configurable: true, get: () => ({}) });
      try {
        renderScreen(<SupportScreen />, { path: '/support', ...loggedIn });
        expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: /^Позвонить/ })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: /^Написать на/ })).toBeInTheDocument();
      } finally {
        if (self) Object.defineProperty(window, 'self', self);
      }
    });
  });
});

describe('given a visitor on the public support page', () => {
  it('should show the same FAQ and contacts and make no call', () => {
    const net = fakeNetwork({});
    renderScreen(<SupportPublicScreen />, { path: '/support-public', fetch: net.fetch, language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'How do I rent a box?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(net.calls).toHaveLength(0);
  });
});

describe('given the tech support request', () => {
  it('should send the text, show thanks, and lead back to support', async () => {
    const net = fakeNetwork({ 'POST /api/request/client/simple': () => ({ body: { success: true } }) });
    renderScreen(<SupportRequestScreen />, { path: '/support-request', fetch: net.fetch, ...loggedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Техническая поддержка' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Поддержка' })).toHaveAttribute('href', '/support');
    await userEvent.type(screen.getByLabelText(/^Опишите проблему/), 'Не открывается замок');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeInTheDocument();
    expect(net.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/request/client/simple',
        body: { request_name: 'tech-support', request_comment: 'Не открывается замок' },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Вернуться в поддержку' })).toHaveAttribute('href', '/support');
  });

  it('should not send an empty text and say why', async () => {
    const net = fakeNetwork({ 'POST /api/request/client/simple': () => ({ body: { success: true } }) });
    renderScreen(<SupportRequestScreen />, { path: '/support-request', fetch: net.fetch, ...loggedIn });
    await userEvent.type(screen.getByLabelText(/^Опишите проблему/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Напишите, с чем помочь')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('should keep the text and say so when sending fails', async () => {
    let fail = true;
    const net = fakeNetwork({
      'POST /api/request/client/simple': () =>
        fail ? { status: 500, body: { success: false, message: 'down' } } : { body: { success: true } },
    });
    renderScreen(<SupportRequestScreen />, { path: '/support-request', fetch: net.fetch, ...loggedIn });
    const text = screen.getByLabelText(/^Опишите проблему/);
    await userEvent.type(text, 'Не приходит СМС');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Заявка не отправлена')).toBeInTheDocument();
    expect(screen.getByText(/Ваш текст сохранён в поле/)).toBeInTheDocument();
    expect(text).toHaveValue('Не приходит СМС');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeInTheDocument();
    await waitFor(() => expect(net.calls).toHaveLength(2));
  });
});

describe('given the order help request in English', () => {
  it('should send it as order-help', async () => {
    const net = fakeNetwork({ 'POST /api/request/client/simple': () => ({ body: { success: true } }) });
    renderScreen(<SupportOrderHelpScreen />, { path: '/support-order-help', fetch: net.fetch, language: 'en', ...loggedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Help with an order' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Your question about the order/), 'Order 100001: can I extend it?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your request is sent' })).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ request_name: 'order-help', request_comment: 'Order 100001: can I extend it?' });
  });
});

describe('given the tech support link on the support page', () => {
  it('should grant the route pass that /support-request needs', async () => {
    const { store, location } = renderScreen(<SupportScreen />, { path: '/support', ...loggedIn });
    await userEvent.click(screen.getByRole('link', { name: 'Техническая поддержка' }));
    expect(store.get(routePassesAtom)).toEqual({ 'support-request': true });
    expect(location.history?.at(-1)).toBe('/support-request');
  });
});

// Sending a request needs the network; offline Send waits for it with the reason, the text stays typed
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('given a request form while the network is gone', () => {
  afterEach(() => setOnline(true));

  it.each([
    ['/support-request', SupportRequestScreen, /^Опишите проблему/, 'tech-support'],
    ['/support-order-help', SupportOrderHelpScreen, /^Ваш вопрос по заказу/, 'order-help'],
  ] as const)(
    '%s should disable Send with the reason, keep the text, and send once the network is back',
    async (path, Screen, label, kind) => {
      const net = fakeNetwork({ 'POST /api/request/client/simple': () => ({ body: { success: true } }) });
      renderScreen(<Screen />, { path, fetch: net.fetch, ...loggedIn });
      const text = screen.getByLabelText(label);
      await userEvent.type(text, 'Бокс 12');
      const send = screen.getByRole('button', { name: 'Отправить' });
      expect(send).not.toHaveAttribute('aria-disabled');
      setOnline(false);
      expect(send).toHaveAttribute('aria-disabled', 'true');
      expect(send).toHaveAccessibleDescription('Нет связи: станет доступно, когда появится сеть.');
      // typing goes on offline; nothing typed is lost and nothing is sent
      await userEvent.type(text, ', не открывается');
      expect(text).toHaveValue('Бокс 12, не открывается');
      expect(net.calls).toHaveLength(0);
      setOnline(true);
      expect(send).not.toHaveAttribute('aria-disabled');
      expect(send).not.toHaveAccessibleDescription();
      await userEvent.click(send);
      expect(await screen.findByRole('heading', { name: 'Спасибо, заявка отправлена' })).toBeInTheDocument();
      expect(net.calls[0]?.body).toEqual({ request_name: kind, request_comment: 'Бокс 12, не открывается' });
    },
  );
});
