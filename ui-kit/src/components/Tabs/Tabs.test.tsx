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

  it('should keep one tab in the Tab order and move by arrows, Home and End past a disabled tab', async () => {
    const three = [
      ...items,
      { value: 'draft', label: 'Черновики', content: <p>Черновики</p>, disabled: true },
      { value: 'all', label: 'Все', content: <p>Все заказы</p> },
    ];
    renderKit(<Tabs label="Заказы" items={three} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'История' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Все' })).toHaveTextContent('Все заказы');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'История' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
    // from the selected tab, Tab goes into its panel
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Активные' })).toHaveFocus();
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

  describe('given kept content', () => {
    const forms = [
      { value: 'person', label: 'Физлицо', content: <input aria-label="ФИО" /> },
      { value: 'company', label: 'Организация', content: <input aria-label="Название компании" /> },
    ];

    it('should keep what was typed in a panel across tab switches and hide the inactive panel', async () => {
      renderKit(<Tabs label="Кто вы" items={forms} keepMounted />);
      // a panel never shown is not there yet
      expect(screen.queryByLabelText('Название компании')).toBeNull();
      await userEvent.type(screen.getByRole('textbox', { name: 'ФИО' }), 'Иванов Иван');
      await userEvent.click(screen.getByRole('tab', { name: 'Организация' }));
      // only the selected panel is shown and reachable
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
      expect(screen.queryByRole('textbox', { name: 'ФИО' })).toBeNull();
      await userEvent.type(screen.getByRole('textbox', { name: 'Название компании' }), 'Ромашка');
      await expectNoAxeViolations();

      await userEvent.click(screen.getByRole('tab', { name: 'Физлицо' }));
      expect(screen.getByRole('textbox', { name: 'ФИО' })).toHaveValue('Иванов Иван');
      await userEvent.click(screen.getByRole('tab', { name: 'Организация' }));
      expect(screen.getByRole('textbox', { name: 'Название компании' })).toHaveValue('Ромашка');
    });

    it('should keep it under a controlled value too', async () => {
      function Screen() {
        const [tab, setTab] = useState('person');
        return <Tabs label="Кто вы" items={forms} value={tab} onValueChange={setTab} keepMounted />;
      }
      renderKit(<Screen />);
      await userEvent.type(screen.getByRole('textbox', { name: 'ФИО' }), 'Петров');
      await userEvent.click(screen.getByRole('tab', { name: 'Организация' }));
      await userEvent.click(screen.getByRole('tab', { name: 'Физлицо' }));
      expect(screen.getByRole('textbox', { name: 'ФИО' })).toHaveValue('Петров');
    });
  });

  it('should unmount an inactive panel without kept content', async () => {
    renderKit(<Tabs label="Заказы" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(screen.queryByText('Активные заказы', { selector: 'p' })).toBeNull();
    // the selected tab names its panel; a tab whose panel is not in the page refers to nothing
    expect(screen.getByRole('tab', { name: 'История' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('tabpanel', { name: 'История' }).id,
    );
    expect(screen.getByRole('tab', { name: 'Активные' })).not.toHaveAttribute('aria-controls');
  });
});
