import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MaskedField } from './MaskedField.tsx';

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  args: { mask: 'phone', label: 'Телефон', onChange: fn(), onValueChange: fn() },
  argTypes: { mask: { control: 'select', options: ['phone', 'code', 'passport', 'divisionCode', 'date', 'legacyLogin'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: 'На него придёт SMS', required: true, error: '' } };
export const Phone: Story = { args: { defaultValue: '+7 (916) 123-45-67' } };
export const Code: Story = { args: { mask: 'code', label: 'Код из SMS' } };
export const Passport: Story = { args: { mask: 'passport', label: 'Серия и номер паспорта', defaultValue: '45 06 123456' } };
export const DivisionCode: Story = { args: { mask: 'divisionCode', label: 'Код подразделения', defaultValue: '770-001' } };
export const DateMask: Story = { name: 'Date', args: { mask: 'date', label: 'Дата рождения', placeholder: 'дд.мм.гггг' } };
export const LegacyLogin: Story = { args: { mask: 'legacyLogin', label: 'Логин', defaultValue: '1234-567-89012' } };
export const WithError: Story = { args: { defaultValue: '+7 (916) 12', error: 'Введите номер полностью' } };

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('+7 (999) 000-00-00');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <MaskedField {...args} value={value} onChange={setValue} />
        <output>{value}</output>
      </div>
    );
  },
};

/**
 * What a customer typed before imask arrived (imask is fetched when the field is first focused or the browser is
 * idle): the field took the digits as they were, and the mask formats them, and reports the masked value, when it
 * comes.
 */
export const TypedBeforeTheMask: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('9161234567');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <MaskedField {...args} value={value} onChange={setValue} />
        <output>{value}</output>
      </div>
    );
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <MaskedField mask="phone" label="Телефон" defaultValue="+7 (916) 123-45-67" />
      <MaskedField mask="code" label="Код" defaultValue="123456" />
      <MaskedField mask="passport" label="Паспорт" defaultValue="45 06 123456" />
      <MaskedField mask="divisionCode" label="Код подразделения" defaultValue="770-001" />
      <MaskedField mask="date" label="Дата" defaultValue="01.02.1990" />
      <MaskedField mask="legacyLogin" label="Логин (короткий)" defaultValue="1234-567-89012" />
      <MaskedField mask="legacyLogin" label="Логин (длинный)" defaultValue="1234-567-89012345" />
      <MaskedField mask="phone" label="Ошибка" defaultValue="+7 (916)" error="Введите номер полностью" />
      <MaskedField mask="phone" label="Отключено" defaultValue="+7 (916) 123-45-67" disabled />
    </div>
  ),
};
