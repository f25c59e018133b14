import { screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('VisuallyHidden', () => {
  it('should name an icon-only button for screen readers', async () => {
    renderKit(
      <button type="button">
        <svg aria-hidden />
        <VisuallyHidden>Download the contract</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Download the contract' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('should render as a heading when asked', () => {
    renderKit(<VisuallyHidden as="h2">Search results</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeInTheDocument();
  });

  it('should be clipped out of sight', () => {
    renderKit(<VisuallyHidden>Hidden words</VisuallyHidden>);
    expect(getComputedStyle(screen.getByText('Hidden words')).position).toBe('absolute');
    expect(getComputedStyle(screen.getByText('Hidden words')).width).toBe('1px');
  });
});
