import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EdsProgress } from './EdsProgress.tsx';
import { edsStageOf } from './edsStage.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('edsStageOf', () => {
  it.each([
    ['not-exists', 'notCreated', 0, 'progress', false],
    ['partner-initialization-start', 'issuance', 33, 'progress', false],
    ['initialization', 'activating', 66, 'progress', false],
    ['exists', 'created', 100, 'success', false],
    ['available', 'available', 100, 'success', true],
    ['initialization-err', 'error', 33, 'muted', false],
    ['blocked', 'blocked', 100, 'muted', false],
    ['revoked', 'revoked', 100, 'muted', false],
  ] as const)('should map %s to the %s stage at %i%%', (status, stage, percent, tone, canSign) => {
    expect(edsStageOf(status)).toMatchObject({ stage, percent, tone, canSign });
  });

  it('should show not-exists as issuance while preparing', () => {
    expect(edsStageOf('not-exists', true)).toMatchObject({ stage: 'issuance', percent: 33 });
  });

  it('should treat an unknown status as not created', () => {
    expect(edsStageOf('something-new')).toMatchObject({ stage: 'notCreated', percent: 0 });
  });

  it('should keep polling only for stages on their way', () => {
    expect(edsStageOf('partner-initialization-start').inProgress).toBe(true);
    expect(edsStageOf('initialization').inProgress).toBe(true);
    expect(edsStageOf('available').inProgress).toBe(false);
    expect(edsStageOf('blocked').inProgress).toBe(false);
  });
});

describe('EdsProgress', () => {
  describe('given an EDS that does not exist', () => {
    it('should show 0% and a confirm button that calls onConfirm', async () => {
      const onConfirm = jest.fn();
      renderKit(<EdsProgress status="not-exists" onConfirm={onConfirm} />);
      expect(screen.getByRole('progressbar', { name: 'Электронная подпись' })).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByText('Не выпущена')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Выпустить подпись' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given an EDS being activated', () => {
    it('should show 66%, the expected wait and no confirm button', async () => {
      renderKit(<EdsProgress status="initialization" onConfirm={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('progressbar', { name: 'Electronic signature' })).toHaveAttribute('aria-valuenow', '66');
      expect(screen.getByText('Activating')).toBeInTheDocument();
      expect(screen.getByText(/within 3 minutes/)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given an available EDS', () => {
    it('should show 100% in green', () => {
      const { container } = renderKit(<EdsProgress status="available" />);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(container.querySelector('[data-stage="available"]')).toHaveAttribute('data-tone', 'success');
    });
  });

  describe('given a creation error', () => {
    it('should show 33% in grey with the creation error text', async () => {
      const { container } = renderKit(<EdsProgress status="initialization-err" onConfirm={() => undefined} />);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      expect(container.querySelector('[data-stage="error"]')).toHaveAttribute('data-tone', 'muted');
      expect(screen.getByText('Ошибка выпуска')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe.each(['blocked', 'revoked'] as const)('given a %s EDS', (status) => {
    it('should show 100% in grey and say it is unavailable', () => {
      const { container } = renderKit(<EdsProgress status={status} />, { locale: 'en' });
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(container.querySelector(`[data-stage="${status}"]`)).toHaveAttribute('data-tone', 'muted');
      expect(screen.getByText(/unavailable/i)).toBeInTheDocument();
    });
  });
});
