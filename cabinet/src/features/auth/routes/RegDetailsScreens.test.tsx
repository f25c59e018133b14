import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import { regTokenAtom, userAtom } from '../../../shared/session/atoms.ts';
import RegStep1Screen from './RegStep1Screen.tsx';
import RegStep2Screen from './RegStep2Screen.tsx';
import { clearStorageBeforeEach, lastPath, registering, terms, text } from '../test/kit.ts';

// The registration's details (/reg-step-1: an individual or a legal entity) and passport (/reg-step-2) steps.

// screens typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

clearStorageBeforeEach();

describe('given the details step /reg-step-1', () => {
  it('should show the terms and every validation message of an individual', async () => {
    const net = fakeNetwork(terms);
    renderScreen(<RegStep1Screen />, { path: '/reg-step-1', fetch: net.fetch, setup: registering });
    expect(await screen.findByText('Второй пункт')).toBeInTheDocument();
    expect(net.calls[0]?.body).toEqual({ language: 'ru' });
    await userEvent.type(screen.getByLabelText(/^ФИО/), 'Ivan');
    const year = new Date().getFullYear() - 17;
    await userEvent.type(screen.getByLabelText(/^Дата рождения/), `0101${year}`);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Только русские буквы')).toBeInTheDocument();
    expect(screen.getByText('Вам должно быть 18 лет')).toBeInTheDocument();
    expect(screen.getAllByText('Нужно ваше согласие')).toHaveLength(2);
  });

  it('should refuse a name shorter than 3 letters', async () => {
    renderScreen(<RegStep1Screen />, { path: '/reg-step-1', fetch: fakeNetwork(terms).fetch, setup: registering });
    await userEvent.type(screen.getByLabelText(/^ФИО/), 'Ян');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Не меньше 3 символов')).toBeInTheDocument();
  });

  it('should register an individual and open step 4 with the new session', async () => {
    const net = fakeNetwork({ ...terms, 'POST /api/v1/client-physical-base': () => ({ body: { success: true, token: 'session-1' } }) });
    const { location, store } = renderScreen(<RegStep1Screen />, {
      path: '/reg-step-1',
      fetch: net.fetch,
      setup: registering,
    });
    await userEvent.type(screen.getByLabelText(/^ФИО/), 'Иванов Иван Иванович');
    await userEvent.type(screen.getByLabelText(/^Дата рождения/), '01011990');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/reg-step-2'));
    expect(net.calls.find((c) => c.path === '/api/v1/client-physical-base')?.body).toEqual({
      fio: 'Иванов Иван Иванович',
      birthdate: '01.01.1990',
      confirmPolicyConfidential: true,
      confirmDigitalSignatureUserAgreement: true,
    });
    expect(store.get(userAtom)).toEqual({ token: 'session-1' });
  });

  it('should make the registration token the session when the answer carries no token (the spec shows none)', async () => {
    const net = fakeNetwork({ ...terms, 'POST /api/v1/client-physical-base': () => ({ body: {} }) });
    const { location, store } = renderScreen(<RegStep1Screen />, { path: '/reg-step-1', fetch: net.fetch, setup: registering });
    await userEvent.type(screen.getByLabelText(/^ФИО/), 'Иванов Иван Иванович');
    await userEvent.type(screen.getByLabelText(/^Дата рождения/), '01011990');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/reg-step-2'));
    expect(store.get(userAtom)).toEqual({ token: 'reg-1' });
    // the passport step still goes with the registration token
    expect(store.get(regTokenAtom)).toBe('reg-1');
  });

  it('should check the INN and OGRN of a legal entity and register it to /orders', async () => {
    const net = fakeNetwork({ ...terms, 'POST /api/v1/client-legal-base': () => ({ body: { success: true, token: 'session-2' } }) });
    const { location, store } = renderScreen(<RegStep1Screen />, {
      path: '/reg-step-1',
      fetch: net.fetch,
      setup: registering,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Компания' }));
    await userEvent.type(screen.getByLabelText(/^ИНН/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрировать компанию' }));
    expect(await screen.findByText('Неверный ИНН')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Краткое название/), 'Ромашка');
    await userEvent.type(screen.getByLabelText(/^Полное официальное/), 'ООО «Ромашка»');
    await userEvent.type(screen.getByLabelText(/^ФИО сотрудника/), 'Петров Пётр');
    await userEvent.type(screen.getByLabelText(/^Должность/), 'Директор');
    await userEvent.clear(screen.getByLabelText(/^ИНН/));
    await userEvent.type(screen.getByLabelText(/^ИНН/), '7707083893');
    await userEvent.type(screen.getByLabelText(/^ОГРН/), '1027700132195');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрировать компанию' }));
    await waitFor(() => expect(lastPath(location)).toBe('/orders'));
    expect(store.get(userAtom)).toEqual({ token: 'session-2' });
    expect(store.get(regTokenAtom)).toBeNull();
  });
});

describe('given an expired registration token on /reg-step-1', () => {
  it('should send it explicitly, try no refresh and go back to /register with a message', async () => {
    const net = fakeNetwork({
      ...terms,
      'POST /api/v1/client-physical-base': () => ({ status: 401, body: { message: 'token is expired' } }),
    });
    const { location, store } = renderScreen(<RegStep1Screen />, {
      path: '/reg-step-1',
      fetch: net.fetch,
      // a session this tab also holds (a login before the registration finished) is not the token of this call
      setup: (s) => {
        s.set(userAtom, { token: 'session-1' });
        registering(s);
      },
    });
    await userEvent.type(screen.getByLabelText(/^ФИО/), 'Иванов Иван Иванович');
    await userEvent.type(screen.getByLabelText(/^Дата рождения/), '01011990');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/register'));
    const sent = net.calls.filter((c) => c.path !== '/api/get-terms-of-services');
    expect(sent.map((c) => `${c.path} ${c.headers['X-SB-API-KEY']}`)).toEqual(['/api/v1/client-physical-base reg-1']);
    expect(store.get(regTokenAtom)).toBeNull();
  });
});

describe('given the passport step /reg-step-2', () => {
  it('should skip to /orders and end the registration', async () => {
    const { location, store } = renderScreen(<RegStep2Screen />, {
      path: '/reg-step-2',
      setup: (s) => {
        s.set(regTokenAtom, 'reg-1');
        s.set(userAtom, { token: 'session-1' });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(lastPath(location)).toBe('/orders'));
    expect(store.get(regTokenAtom)).toBeNull();
  });

  it('should refuse an incomplete passport and a future issue date', async () => {
    renderScreen(<RegStep2Screen />, { path: '/reg-step-2', setup: (s) => s.set(userAtom, { token: 'session-1' }) });
    await userEvent.type(screen.getByLabelText(/^Серия и номер/), '4510');
    await userEvent.type(screen.getByLabelText(/^Дата выдачи/), `0101${new Date().getFullYear() + 1}`);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(text('Серия и номер паспорта — 10 цифр'))).toBeInTheDocument();
    expect(screen.getByText('Дата не может быть позже сегодняшней')).toBeInTheDocument();
  });
});
