import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import { PreOrderModal } from './PreOrderModal.tsx';

const box = { name: 'B-206', size: 3, floor: 2, place: 'MSK-01', city: 'Москва' };
// a fixed today, so "yesterday" is a date the test can type
const today = new Date(2026, 2, 10, 12);

function preOrder(language: 'ru' | 'en') {
  const net = fakeNetwork({ 'POST /api/v1/orders/client/create': () => ({ body: { success: true } }) });
  renderScreen(<PreOrderModal open onOpenChange={() => undefined} box={box} today={today} onDone={() => undefined} />, {
    fetch: net.fetch,
    language,
    setup: loggedIn,
  });
  return net;
}

describe('given a pre-order wanted from a past date', () => {
  it.each([
    ['ru', 'С какой даты нужен', 'Оформить предзаказ', 'Дата не может быть в прошлом: выберите сегодня или позже', /\+3 дней/],
    ['en', 'Needed from', 'Pre-order', 'The date cannot be in the past: choose today or a later day', /3 days from now/],
  ] as const)('should say so in %s (not the booking window) and send nothing', async (language, label, submit, message, bookingText) => {
    const net = preOrder(language);
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: new RegExp(label) });
    await userEvent.clear(date);
    await userEvent.type(date, '09032026');
    await userEvent.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText(bookingText)).not.toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('should give the same one message once the field is left as on sending, before any submit', async () => {
    const net = preOrder('en');
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: /Needed from/ });
    await userEvent.clear(date);
    await userEvent.type(date, '09032026');
    await userEvent.tab();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The date cannot be in the past: choose today or a later day'));
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining('earlier than'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-order' }));
    expect(await within(dialog).findAllByText('The date cannot be in the past: choose today or a later day')).toHaveLength(1);
    expect(within(dialog).queryByText(/earlier than/)).not.toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('should accept today', async () => {
    const net = preOrder('en');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-order' }));
    await waitFor(() =>
      expect(net.calls.map((c) => c.body)).toEqual([expect.objectContaining({ order_date: '10.03.2026', order_type: 'preOrder' })]),
    );
  });
});
