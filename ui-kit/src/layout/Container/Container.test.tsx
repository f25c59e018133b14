import { screen } from '@testing-library/react';
import { Container } from './Container.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Container', () => {
  it('should wrap its content at the asked width in the asked element', async () => {
    renderKit(
      <Container as="section" aria-label="Заказы" width="form">
        Форма
      </Container>,
    );
    const region = screen.getByRole('region', { name: 'Заказы' });
    expect(region).toHaveAttribute('data-width', 'form');
    expect(region).toHaveTextContent('Форма');
    await expectNoAxeViolations();
  });
});
