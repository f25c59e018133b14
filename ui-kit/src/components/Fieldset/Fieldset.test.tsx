import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fieldset } from './Fieldset.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Fieldset', () => {
  it('should name the group by its legend and describe it by its error and hint', async () => {
    renderKit(
      <Fieldset legend="Телефоны" hint="Для связи с менеджером" error="Укажите хотя бы один телефон">
        <label>
          Телефон 1
          <input />
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Телефоны' });
    expect(group).toHaveAccessibleDescription('Укажите хотя бы один телефон Для связи с менеджером');
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Телефон 1' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('should keep a hidden legend as the name and add the ids it is given', () => {
    renderKit(
      <>
        <p id="extra">Choose one</p>
        <Fieldset legend="Period" hideLegend aria-describedby="extra">
          <input aria-label="From" />
        </Fieldset>
      </>,
      { locale: 'en' },
    );
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(group).not.toHaveAttribute('data-invalid');
  });

  it('should disable every control in it when disabled', async () => {
    const onClick = jest.fn();
    renderKit(
      <Fieldset legend="Период" disabled>
        <button type="button" onClick={onClick}>
          Скачать
        </button>
      </Fieldset>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
