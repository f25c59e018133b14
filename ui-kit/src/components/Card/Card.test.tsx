import { screen } from '@testing-library/react';
import { Card } from './Card.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Card', () => {
  it('should name an article by its title', async () => {
    renderKit(
      <Card as="article" title="Бокс A-112" headingLevel={3}>
        Содержимое
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Бокс A-112' })).toHaveTextContent('Содержимое');
    expect(screen.getByRole('heading', { level: 3, name: 'Бокс A-112' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('should render a plain div with its variant', async () => {
    renderKit(<Card variant="muted">Архив</Card>);
    expect(screen.getByText('Архив')).toHaveAttribute('data-variant', 'muted');
    await expectNoAxeViolations();
  });
});
