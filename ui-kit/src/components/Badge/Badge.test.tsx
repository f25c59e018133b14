import { screen } from '@testing-library/react';
import { Clock } from 'lucide-react';
import { Badge } from './Badge.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Badge', () => {
  it.each(['neutral', 'info', 'success', 'warning', 'danger'] as const)('should show its text in the %s variant', async (variant) => {
    renderKit(
      <Badge variant={variant} icon={<Clock />}>
        Статус
      </Badge>,
    );
    expect(screen.getByText('Статус')).toHaveAttribute('data-variant', variant);
    await expectNoAxeViolations();
  });
});
