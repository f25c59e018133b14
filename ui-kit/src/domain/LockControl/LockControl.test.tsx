import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LockControl } from './LockControl.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('LockControl', () => {
  describe('given a locked box of an active order', () => {
    it('should open the lock on the button', async () => {
      const onOpen = jest.fn();
      renderKit(<LockControl status="locked" canOpen onOpen={onOpen} />);
      expect(screen.getByText('Замок закрыт')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Открыть замок' }));
      expect(onOpen).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given a debt', () => {
    it('should disable the button and say why', async () => {
      renderKit(<LockControl status="locked" canOpen disabledReason="debt" />);
      const button = screen.getByRole('button', { name: 'Открыть замок' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(/задолженност/);
      await expectNoAxeViolations();
    });
  });

  describe('given a box without a lock', () => {
    it('should show the no-lock notice and no button', () => {
      renderKit(<LockControl status="unregistered" canOpen />, { locale: 'en' });
      expect(screen.getByText(/has no electronic lock/)).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('given a sent command and then a failure', () => {
    it('should say the command was sent, then warn to contact the manager', () => {
      const { rerender } = renderKit(<LockControl status="opened" canOpen result="sent" />, { locale: 'en' });
      expect(screen.getByText('Command to open the lock sent')).toBeInTheDocument();
      expect(screen.getByText('Lock opened')).toBeInTheDocument();
      rerender(<LockControl status="locked" canOpen result="failed" managerPhone="+7 (495) 000-00-00" />);
      expect(screen.getByRole('alert')).toHaveTextContent('contact the manager: +7 (495) 000-00-00');
    });
  });
});
