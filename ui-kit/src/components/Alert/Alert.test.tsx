import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert.tsx';
import { Banner } from './Banner.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Alert', () => {
  it('should announce a danger message at once', async () => {
    renderKit(
      <Alert variant="danger" title="Ошибка">
        Не удалось сохранить
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ОшибкаНе удалось сохранить');
    await expectNoAxeViolations();
  });

  it.each(['info', 'success', 'warning'] as const)('should announce %s politely', async (variant) => {
    renderKit(<Alert variant={variant}>Сообщение</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
    await expectNoAxeViolations();
  });

  it('should call onDismiss from its close button', async () => {
    const onDismiss = jest.fn();
    renderKit(
      <Banner variant="warning" onDismiss={onDismiss}>
        Работы
      </Banner>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  describe('given live none', () => {
    it('should not be a live region', () => {
      renderKit(
        <Alert variant="danger" live="none">
          Долг
        </Alert>,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('Долг')).toBeInTheDocument();
    });
  });
});
