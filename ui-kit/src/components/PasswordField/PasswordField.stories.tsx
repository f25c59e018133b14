import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Пароль' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hint: 'Не меньше 8 символов', required: true, error: '', disabled: false } };
export const Visible: Story = { args: { defaultValue: 'secret-123', defaultVisible: true } };
export const WithError: Story = { args: { defaultValue: '123', error: 'Пароль слишком короткий' } };
export const Disabled: Story = { args: { defaultValue: 'secret-123', disabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField label="Скрыт" defaultValue="secret-123" />
      <PasswordField label="Показан" defaultValue="secret-123" defaultVisible />
      <PasswordField label="Ошибка" defaultValue="123" error="Пароль слишком короткий" />
      <PasswordField label="Отключено" defaultValue="secret-123" disabled />
    </div>
  ),
};
