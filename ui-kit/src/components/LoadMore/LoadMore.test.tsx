import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from './LoadMore.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('LoadMore', () => {
  it('should show 3 more each time and disappear when all are shown', async () => {
    function List() {
      const [shown, setShown] = useState(6);
      return <LoadMore shown={shown} total={10} onLoadMore={() => setShown((n) => n + 3)} />;
    }
    renderKit(<List />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Shown 6 of 10');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('status')).toHaveTextContent('Shown 9 of 10');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('status')).toHaveTextContent('Shown 10 of 10');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('should speak Russian by default', () => {
    renderKit(<LoadMore shown={3} total={5} onLoadMore={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Показано 3 из 5');
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });
});
