import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './Gallery.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const images = [
  { src: 'a.jpg', alt: 'Фасад' },
  { src: 'b.jpg', alt: 'Коридор' },
  { src: 'c.jpg', alt: 'Бокс' },
];

describe('Gallery', () => {
  it('should move with the buttons, the thumbnails and the arrow keys', async () => {
    const onIndexChange = jest.fn();
    renderKit(<Gallery images={images} onIndexChange={onIndexChange} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фасад' })).toBeInTheDocument();
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Коридор' })).toBeInTheDocument();
    expect(onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Бокс' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Бокс' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'Фасад' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given one photo', () => {
    it('should show no navigation', () => {
      renderKit(<Gallery images={images.slice(0, 1)} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
