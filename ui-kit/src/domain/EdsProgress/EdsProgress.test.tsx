import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EdsProgress } from './EdsProgress.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('EdsProgress', () => {
  describe('given an EDS that does not exist', () => {
    it('should show 0% and a confirm button that calls onConfirm', async () => {
      const onConfirm = jest.fn();
      renderKit(<EdsProgress stage="notCreated" onConfirm={onConfirm} />);
      expect(screen.getByRole('progressbar', { name: 'Электронная подпись' })).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByText('Не выпущена')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given an EDS that does not exist and cannot be confirmed now', () => {
    it('should show the confirm button disabled with the reason', async () => {
      const onConfirm = jest.fn();
      renderKit(<EdsProgress stage="notCreated" onConfirm={onConfirm} confirmDisabledReason="Нет связи" />);
      const confirm = screen.getByRole('button', { name: 'Выпустить подпись' });
      expect(confirm).toHaveAttribute('aria-disabled', 'true');
      expect(confirm).toHaveAccessibleDescription('Нет связи');
      await expectNoAxeViolations();
    });
  });

  describe('given an EDS being activated', () => {
    it('should show 66%, the expected wait and no confirm button', async () => {
      renderKit(<EdsProgress stage="activating" inProgress onConfirm={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('progressbar', { name: 'Electronic signature' })).toHaveAttribute('aria-valuenow', '66');
      expect(screen.getByText('Activating')).toBeInTheDocument();
      expect(screen.getByText(/within 3 minutes/)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given a created EDS that is not available yet', () => {
    it('should show 100% in green and the wait while it is on its way', () => {
      const { container } = renderKit(<EdsProgress stage="created" inProgress />, { locale: 'en' });
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(container.querySelector('[data-stage="created"]')).toHaveAttribute('data-tone', 'success');
      expect(screen.getByText(/within 3 minutes/)).toBeInTheDocument();
    });
  });

  describe('given an issuance the screen does not call in progress', () => {
    it('should show 33% without the wait', () => {
      renderKit(<EdsProgress stage="issuance" />, { locale: 'en' });
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      expect(screen.queryByText(/within 3 minutes/)).not.toBeInTheDocument();
    });
  });

  describe('given an available EDS', () => {
    it('should show 100% in green without the wait', () => {
      const { container } = renderKit(<EdsProgress stage="available" />, { locale: 'en' });
      expect(screen.queryByText(/within 3 minutes/)).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(container.querySelector('[data-stage="available"]')).toHaveAttribute('data-tone', 'success');
    });
  });

  describe('given a creation error', () => {
    it('should show 33% in grey with the creation error text', async () => {
      const { container } = renderKit(<EdsProgress stage="error" onConfirm={() => undefined} />);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      expect(container.querySelector('[data-stage="error"]')).toHaveAttribute('data-tone', 'muted');
      expect(screen.getByText('Ошибка выпуска')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe.each(['blocked', 'revoked'] as const)('given a %s EDS', (status) => {
    it('should show 100% in grey and say it is unavailable', () => {
      const { container } = renderKit(<EdsProgress stage={status} />, { locale: 'en' });
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(container.querySelector(`[data-stage="${status}"]`)).toHaveAttribute('data-tone', 'muted');
      expect(screen.getByText(/unavailable/i)).toBeInTheDocument();
    });
  });
});
