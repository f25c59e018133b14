import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'individual', label: 'Физическое лицо', description: 'Договор на паспорт' },
  { value: 'legal', label: 'Юридическое лицо', description: 'Договор на организацию' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Кто арендует', options, onValueChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { defaultValue: 'individual', orientation: 'vertical', variant: 'default', required: false, disabled: false, error: '', hint: '' },
};
export const Selected: Story = { args: { defaultValue: 'legal' } };
export const Cards: Story = { args: { variant: 'cards', defaultValue: 'individual' } };
export const Horizontal: Story = {
  args: {
    label: 'Фильтр',
    orientation: 'horizontal',
    options: [
      { value: 'all', label: 'Все' },
      { value: 'paid', label: 'Оплаченные' },
      { value: 'unpaid', label: 'Неоплаченные' },
    ],
    defaultValue: 'all',
  },
};
export const WithError: Story = { args: { required: true, error: 'Выберите вариант' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'individual' } };
export const OptionDisabled: Story = { args: { options: [options[0]!, { ...options[1]!, disabled: true }] } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Ничего не выбрано" options={options} />
      <RadioGroup label="Выбрано" options={options} defaultValue="legal" />
      <RadioGroup label="Карточки" variant="cards" options={options} defaultValue="individual" />
      <RadioGroup label="Ошибка" required options={options} error="Выберите вариант" />
      <RadioGroup label="Отключено" disabled options={options} defaultValue="individual" />
    </div>
  ),
};
