import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Сообщение' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { hint: 'Опишите вопрос', maxLength: 500, showCount: true, required: true, error: '', disabled: false },
};
export const WithCount: Story = { args: { maxLength: 500, showCount: true, defaultValue: 'Не открывается замок' } };
export const WithError: Story = { args: { error: 'Напишите сообщение', required: true } };
export const Disabled: Story = { args: { defaultValue: 'Отправлено', disabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Textarea label="Пустое" />
      <Textarea label="Со счётчиком" maxLength={500} showCount defaultValue="Не открывается замок" />
      <Textarea label="Ошибка" required error="Напишите сообщение" />
      <Textarea label="Отключено" disabled defaultValue="Отправлено" />
    </div>
  ),
};
