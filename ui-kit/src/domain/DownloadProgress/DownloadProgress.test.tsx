import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadProgress } from './DownloadProgress.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('DownloadProgress', () => {
  describe('given files being fetched', () => {
    it('should show how many of how many and offer to stop', async () => {
      const onCancel = jest.fn();
      renderKit(<DownloadProgress state="fetching" done={3} total={7} onCancel={onCancel} />);
      expect(screen.getByRole('progressbar', { name: 'Загрузка файлов' })).toHaveAttribute('aria-valuenow', '43');
      expect(screen.getByRole('status')).toHaveTextContent('Загружено 3 из 7 файлов');
      await userEvent.click(screen.getByRole('button', { name: 'Остановить' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given an archive saved with files missing', () => {
    it('should name the archive and say the missing files are in README.txt', async () => {
      renderKit(<DownloadProgress state="done" done={7} total={7} missing={2} fileName="Romashka_2026-Q3.zip" />, { locale: 'en' });
      expect(screen.getByRole('status')).toHaveTextContent('Archive ready: Romashka_2026-Q3.zip');
      expect(screen.getByText("2 files could not be fetched: they are listed in the archive's README.txt")).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await expectNoAxeViolations();
    });
  });

  describe('given a download that failed', () => {
    it('should show the reason and a working retry', async () => {
      const onRetry = jest.fn();
      renderKit(<DownloadProgress state="failed" done={0} total={0} error="No connection" onRetry={onRetry} />, { locale: 'en' });
      expect(screen.getByRole('status')).toHaveTextContent('No connection');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });
});
