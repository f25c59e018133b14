import { screen } from '@testing-library/react';
import { Spinner } from './Spinner.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Spinner', () => {
  it('should announce loading in the current language', async () => {
    renderKit(<Spinner />, { locale: 'en' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('should hide itself when decorative', () => {
    renderKit(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
