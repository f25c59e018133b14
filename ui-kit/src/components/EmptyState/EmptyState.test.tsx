import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('EmptyState', () => {
  it('should say what happened and offer one action', async () => {
    const onClick = jest.fn();
    renderKit(
      <EmptyState
        title="Нет заказов"
        description="Забронируйте бокс"
        action={
          <button type="button" onClick={onClick}>
            Забронировать
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Нет заказов' })).toBeInTheDocument();
    expect(screen.getByText('Забронируйте бокс')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(onClick).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  describe('given a load error', () => {
    it('should use the danger variant and the heading level asked for', async () => {
      renderKit(<EmptyState variant="danger" title="Ошибка" headingLevel={3} />);
      expect(screen.getByRole('heading', { level: 3, name: 'Ошибка' })).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });
});
