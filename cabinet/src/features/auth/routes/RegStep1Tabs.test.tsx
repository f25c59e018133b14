import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { regTokenAtom } from '../../../shared/session/atoms.ts';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import RegStep1Screen from './RegStep1Screen.tsx';

// /reg-step-1: switching between 'individual' and 'company' keeps what was typed in both.

// screens typed key by key: more than Jest's 5 s when the machine is busy
jest.setTimeout(20_000);

const terms = { 'POST /api/get-terms-of-services': () => ({ body: { content: '<p>Условия</p>' } }) };

describe('given the details step /reg-step-1', () => {
  it('should keep what was typed in each tab across tab switches', async () => {
    renderScreen(<RegStep1Screen />, { path: '/reg-step-1', fetch: fakeNetwork(terms).fetch, setup: (s) => s.set(regTokenAtom, 'reg-1') });
    await userEvent.type(screen.getByRole('textbox', { name: /^ФИО/ }), 'Иванов Иван');
    await userEvent.type(screen.getByRole('textbox', { name: /^Дата рождения/ }), '01011990');
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);

    await userEvent.click(screen.getByRole('tab', { name: 'Компания' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Краткое название/ }), 'Ромашка');
    await userEvent.type(screen.getByRole('textbox', { name: /^ИНН/ }), '7707083893');

    await userEvent.click(screen.getByRole('tab', { name: 'Частное лицо' }));
    expect(screen.getByRole('textbox', { name: /^ФИО/ })).toHaveValue('Иванов Иван');
    expect(screen.getByRole('textbox', { name: /^Дата рождения/ })).toHaveValue('01.01.1990');
    expect(screen.getAllByRole('checkbox')[0]).toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: 'Компания' }));
    expect(screen.getByRole('textbox', { name: /^Краткое название/ })).toHaveValue('Ромашка');
    expect(screen.getByRole('textbox', { name: /^ИНН/ })).toHaveValue('7707083893');
  });

  it('should ask for an empty date of birth in its own words', async () => {
    renderScreen(<RegStep1Screen />, { path: '/reg-step-1', fetch: fakeNetwork(terms).fetch, setup: (s) => s.set(regTokenAtom, 'reg-1') });
    await userEvent.type(screen.getByRole('textbox', { name: /^ФИО/ }), 'Иванов Иван');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Укажите дату рождения')).toBeInTheDocument();
  });
});
