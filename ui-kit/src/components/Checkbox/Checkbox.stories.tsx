import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Согласен на обработку персональных данных', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: '', error: '', disabled: false, required: true } };
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLink: Story = {
  args: {
    label: (
      <>
        Принимаю <a href="#terms">условия договора</a>
      </>
    ),
  },
};
export const WithError: Story = { args: { required: true, error: 'Без согласия продолжить нельзя' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Не отмечен" />
      <Checkbox label="Отмечен" defaultChecked />
      <Checkbox label="С подсказкой" hint="Можно изменить в профиле" />
      <Checkbox label="Ошибка" required error="Без согласия продолжить нельзя" />
      <Checkbox label="Отключён" disabled />
      <Checkbox label="Отключён и отмечен" disabled defaultChecked />
    </div>
  ),
};
