import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const items = [
  { value: 'active', label: 'Активные', content: <p>Активные заказы</p> },
  { value: 'archive', label: 'История', content: <p>Архив заказов</p> },
];

describe('Tabs', () => {
  it('should show the first panel and switch by click and arrow keys', async () => {
    const onValueChange = jest.fn();
    renderKit(<Tabs label="Заказы" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Заказы' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Активные заказы');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(onValueChange).toHaveBeenLastCalledWith('archive');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Архив заказов');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
  });

  it('should follow a controlled value', async () => {
    function Screen() {
      const [tab, setTab] = useState('archive');
      return (
        <>
          <Tabs label="Заказы" items={items} value={tab} onValueChange={setTab} />
          <button type="button" onClick={() => setTab('active')}>
            Сброс
          </button>
        </>
      );
    }
    renderKit(<Screen />);
    expect(screen.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Сброс' }));
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
  });
});
