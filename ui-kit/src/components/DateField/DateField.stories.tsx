import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DateCheck } from '@sb/contracts';
import { DateField } from './DateField.tsx';

// The screen decides the check (the contracts' checkRuDate); this stand-in answers what it would for 10..13.01.2026.
const CHECKS: Record<string, DateCheck> = {
  '09.01.2026': { problem: 'min', date: '10.01.2026' },
  '14.01.2026': { problem: 'max', date: '13.01.2026' },
  '31.02.2026': { problem: 'invalid' },
};
const within10to13Jan = (text: string): DateCheck | null => CHECKS[text] ?? null;

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Дата начала аренды', validate: within10to13Jan, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: 'С 10.01.2026 по 13.01.2026', required: true, disabled: false } };
export const Filled: Story = { args: { defaultValue: '11.01.2026' } };
export const WithFormError: Story = { args: { defaultValue: '09.01.2026', error: 'Дата начала — не раньше сегодняшнего дня' } };
export const Disabled: Story = { args: { defaultValue: '11.01.2026', disabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateField label="Пусто" />
      <DateField label="Заполнено" defaultValue="11.01.2026" />
      <DateField label="Ошибка формы" defaultValue="01.01.2000" error="Вам должно быть не меньше 18 лет" />
      <DateField label="Отключено" defaultValue="11.01.2026" disabled />
    </div>
  ),
};
