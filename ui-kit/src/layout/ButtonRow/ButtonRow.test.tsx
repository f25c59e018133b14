import { screen } from '@testing-library/react';
import { ButtonRow } from './ButtonRow.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('ButtonRow', () => {
  it('should hold the actions in order, stacked on phones by default', async () => {
    renderKit(
      <ButtonRow data-testid="row">
        <Button>Оплатить</Button>
        <Button variant="secondary">Новый счёт</Button>
      </ButtonRow>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveAttribute('data-stack', 'phone');
    expect(row).toHaveAttribute('data-align', 'start');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Оплатить', 'Новый счёт']);
    await expectNoAxeViolations();
  });

  it('should keep a waiting button and its reason together in the row', () => {
    renderKit(
      <ButtonRow align="end" stack="never" data-testid="row">
        <Button disabledReason="No connection">Send</Button>
      </ButtonRow>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('row')).toHaveAttribute('data-align', 'end');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription('No connection');
  });
});
