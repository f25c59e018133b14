import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Button } from '../Button/Button.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Выйти из кабинета?',
    description: 'Чтобы вернуться, понадобится войти снова.',
    confirmLabel: 'Выйти',
    trigger: <Button variant="secondary">Выйти</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'primary', loading: false, error: '' } };
export const Open: Story = { args: { defaultOpen: true }, tags: ['!autodocs'] };
export const Danger: Story = {
  args: {
    defaultOpen: true,
    variant: 'danger',
    title: 'Расторгнуть договор?',
    description: 'Залог вернём в течение 7 дней после акта о расторжении.',
    confirmLabel: 'Расторгнуть',
    trigger: <Button variant="danger">Расторгнуть</Button>,
  },
  tags: ['!autodocs'],
};
export const Loading: Story = { args: { defaultOpen: true, loading: true }, tags: ['!autodocs'] };
export const WithError: Story = { args: { defaultOpen: true, error: 'Не удалось выйти. Попробуйте ещё раз.' }, tags: ['!autodocs'] };
export const DefaultLabels: Story = { args: { defaultOpen: true, confirmLabel: undefined }, tags: ['!autodocs'] };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ConfirmDialog {...args} trigger={<Button variant="secondary">Обычный</Button>} />
      <ConfirmDialog {...args} variant="danger" trigger={<Button variant="secondary">Опасный</Button>} />
      <ConfirmDialog {...args} loading trigger={<Button variant="secondary">В процессе</Button>} />
      <ConfirmDialog {...args} error="Не удалось выйти" trigger={<Button variant="secondary">С ошибкой</Button>} />
    </div>
  ),
};
