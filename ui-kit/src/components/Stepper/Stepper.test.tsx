import { screen } from '@testing-library/react';
import { Stepper } from './Stepper.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Stepper', () => {
  it('should mark the current step and say which are completed', async () => {
    renderKit(<Stepper steps={[{ label: 'Подпись' }, { label: 'SMS' }, { label: 'Оплата' }]} current={1} />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Steps' });
    const items = screen.getAllByRole('listitem');
    expect(list).toContainElement(items[0]!);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Step 1 of 3: Подпись (completed)');
    expect(items[2]).toHaveTextContent('Step 3 of 3: Оплата');
    expect(items[2]).not.toHaveTextContent('completed');
    await expectNoAxeViolations();
  });
});
