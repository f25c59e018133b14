import { screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Skeleton', () => {
  it('should say Loading once and hide the placeholders', async () => {
    const { container } = renderKit(
      <SkeletonGroup>
        <Skeleton lines={3} />
        <Skeleton variant="circle" width={40} />
      </SkeletonGroup>,
      { locale: 'en' },
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBe(2);
    await expectNoAxeViolations();
  });

  it('should take a custom label', () => {
    renderKit(
      <SkeletonGroup label="Загружаем заказы">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказы');
  });
});
