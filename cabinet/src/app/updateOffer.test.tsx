import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../test/render.tsx';
import { ShellNotices } from '../shared/offline/ShellNotices.tsx';
import { updateReadyAtom } from '../shared/offline/update.ts';
import { restingPath } from './routes.ts';

// A waiting new version never costs what was typed or a flow in progress. It takes over by itself
// only on a move between two screens whose state lives in the address and the server, with nothing typed on the
// screen left; otherwise the offer waits for the customer's Reload.

function shell(path: string) {
  const apply = jest.fn();
  const rendered = renderScreen(
    <>
      <label>
        Comment
        <input name="comment" />
      </label>
      <ShellNotices resting={restingPath} />
    </>,
    { path, language: 'ru' },
  );
  act(() => rendered.store.set(updateReadyAtom, () => apply));
  return { apply, ...rendered };
}

describe('a waiting new version', () => {
  it('should take over by itself on a move from the orders to the documents with nothing typed', async () => {
    const { apply, location } = shell('/orders');
    expect(await screen.findByText('Готова новая версия')).toBeInTheDocument();
    act(() => location.navigate('/documents'));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('should wait when a filter of the box search changes its address (the chosen city would be lost)', async () => {
    const { apply, location } = shell('/create-order');
    await screen.findByText('Готова новая версия');
    act(() => location.navigate('/create-order/MSK-01', { replace: true }));
    act(() => location.navigate('/order-storage-boxes/wh_id/MSK-01/size/3'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('should wait on the way from a password login to its SMS confirmation (the pending token would be lost)', async () => {
    const { apply, location } = shell('/login');
    await screen.findByText('Готова новая версия');
    act(() => location.navigate('/login-with-phone?confirm=1'));
    expect(apply).not.toHaveBeenCalled();
  });

  it('should wait when something was typed on the screen left', async () => {
    const { apply, location } = shell('/orders');
    await screen.findByText('Готова новая версия');
    await userEvent.type(screen.getByLabelText('Comment'), 'box 12');
    act(() => location.navigate('/documents'));
    expect(apply).not.toHaveBeenCalled();
    // the next screen starts clean: leaving it with nothing typed lets the new version in
    act(() => location.navigate('/profile'));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
