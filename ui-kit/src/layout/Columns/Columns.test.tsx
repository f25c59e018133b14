import { screen } from '@testing-library/react';
import { Columns } from './Columns.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Columns', () => {
  it('should keep its children in source order with the split it was given', async () => {
    renderKit(
      <Columns split="3:2" firstOnRight data-testid="columns">
        <aside aria-label="Контакты">Контакты склада</aside>
        <main>Боксы</main>
      </Columns>,
    );
    const columns = screen.getByTestId('columns');
    expect(columns).toHaveAttribute('data-split', '3:2');
    expect(columns).toHaveAttribute('data-first-on-right', 'true');
    // the aside comes first for a screen reader and on phones; only desktop shows it on the right
    expect(columns.firstElementChild).toHaveTextContent('Контакты склада');
    await expectNoAxeViolations();
  });

  it('should mark the last child across only when asked', () => {
    const { rerender } = renderKit(<Columns data-testid="columns" />);
    expect(screen.getByTestId('columns')).toHaveAttribute('data-split', '1:1');
    expect(screen.getByTestId('columns')).not.toHaveAttribute('data-last-across');
    rerender(<Columns data-testid="columns" lastAcross />);
    expect(screen.getByTestId('columns')).toHaveAttribute('data-last-across', 'true');
  });
});
