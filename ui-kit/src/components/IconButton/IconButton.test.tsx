import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { IconButton } from './IconButton.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('IconButton', () => {
  it('should be named by its label and call onClick', async () => {
    const onClick = jest.fn();
    renderKit(<IconButton label="Закрыть" icon={<X />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  describe('given disabled', () => {
    it('should not call onClick', async () => {
      const onClick = jest.fn();
      renderKit(<IconButton label="Закрыть" icon={<X />} onClick={onClick} disabled />);
      await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
      expect(onClick).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });
});
