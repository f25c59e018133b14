import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Количество дней', hint: 'От 7 до 365', min: 7, max: 365, defaultValue: 7, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { stepper: true, step: 1, required: false, disabled: false, error: '' } };
export const WithStepper: Story = { args: { stepper: true } };
export const AtMinimum: Story = { args: { stepper: true, defaultValue: 7 } };
export const AtMaximum: Story = { args: { stepper: true, defaultValue: 365 } };
export const Empty: Story = { args: { defaultValue: null } };
export const WithError: Story = { args: { error: 'Не меньше 7 дней', defaultValue: 6, min: undefined } };
export const Disabled: Story = { args: { disabled: true, stepper: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField label="Обычное" min={7} max={365} defaultValue={30} />
      <NumberField label="Со степпером" stepper min={7} max={365} defaultValue={30} />
      <NumberField label="На минимуме" stepper min={7} max={365} defaultValue={7} />
      <NumberField label="На максимуме" stepper min={7} max={365} defaultValue={365} />
      <NumberField label="Ошибка" error="Не меньше 7 дней" defaultValue={6} />
      <NumberField label="Отключено" disabled stepper defaultValue={7} />
    </div>
  ),
};
