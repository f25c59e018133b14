import { screen } from '@testing-library/react';
import { Stack } from './Stack.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Stack', () => {
  it('should render a list with its direction and gap', async () => {
    renderKit(
      <Stack as="ul" direction="row" gap={2} aria-label="Шаги">
        <li>Один</li>
        <li>Два</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Шаги' });
    expect(list).toHaveAttribute('data-direction', 'row');
    expect(list).toHaveAttribute('data-gap', '2');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations();
  });
});
