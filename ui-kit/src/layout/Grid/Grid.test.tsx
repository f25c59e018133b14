import { screen, within } from '@testing-library/react';
import { Grid } from './Grid.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Grid', () => {
  it('should render a list of cards with its cell width and gap', async () => {
    renderKit(
      <Grid as="ul" cell="tile" gap={3} aria-label="Размеры">
        <li>2 м²</li>
        <li>4 м²</li>
        <li>6 м²</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Размеры' });
    expect(list).toHaveAttribute('data-cell', 'tile');
    expect(list).toHaveAttribute('data-gap', '3');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 м²', '4 м²', '6 м²']);
    await expectNoAxeViolations();
  });

  it('should default to card cells 16 px apart', () => {
    renderKit(<Grid data-testid="grid" />);
    expect(screen.getByTestId('grid')).toHaveAttribute('data-cell', 'card');
    expect(screen.getByTestId('grid')).toHaveAttribute('data-gap', '4');
  });
});
