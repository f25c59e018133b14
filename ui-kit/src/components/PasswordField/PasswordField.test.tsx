import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('PasswordField', () => {
  it('should hide the password until asked to show it', async () => {
    renderKit(<PasswordField label="Пароль" defaultValue="secret" />, { locale: 'en' });
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('should speak Russian by default', () => {
    renderKit(<PasswordField label="Пароль" />);
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeInTheDocument();
  });
});
