import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../test/render.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

let fail = true;
function Fragile() {
  if (fail) throw new Error('boom');
  return <p>screen content</p>;
}

describe('given a screen that fails while rendering', () => {
  it('should show the message with a retry that renders the screen again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      <RouteErrorBoundary>
        <Fragile />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByText(/Страница не загрузилась/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByText('screen content')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('given a failed screen whose URL changes', () => {
  it('should render the screen again for the new URL', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    const { rerender } = renderScreen(
      <RouteErrorBoundary resetKey="/create-order/,/,/available">
        <Fragile />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    fail = false;
    rerender(
      <RouteErrorBoundary resetKey="/create-order/,/,/available">
        <Fragile />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/create-order/MSK-01/,/available">
        <Fragile />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('screen content')).toBeInTheDocument();
    spy.mockRestore();
  });
});
