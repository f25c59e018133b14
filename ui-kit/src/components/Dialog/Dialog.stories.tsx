import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Dialog, DialogClose } from './Dialog.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Новый счёт',
    description: 'Выберите, на сколько дней продлить аренду.',
    trigger: <Button variant="secondary">Открыть окно</Button>,
    children: <TextField label="Количество дней" defaultValue="7" inputMode="numeric" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Отмена</Button>
        </DialogClose>
        <Button>Оплатить</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 'md', dismissible: true } };
/** Rendered open: on a phone-width viewport it is a full-height sheet. */
export const Open: Story = { args: { defaultOpen: true }, tags: ['!autodocs'] };
export const Small: Story = { args: { size: 'sm', defaultOpen: true }, tags: ['!autodocs'] };
export const Large: Story = { args: { size: 'lg', defaultOpen: true }, tags: ['!autodocs'] };
export const WithoutDescription: Story = { args: { description: undefined, defaultOpen: true }, tags: ['!autodocs'] };
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    defaultOpen: true,
    title: 'Подписание договора',
    description: 'Дождитесь окончания — это займёт до минуты.',
    children: undefined,
    footer: undefined,
  },
  tags: ['!autodocs'],
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>Пункт договора {i + 1}. Арендатор обязуется своевременно вносить плату за пользование боксом.</p>
        ))}
      </div>
    ),
  },
  tags: ['!autodocs'],
};

/** The sizes side by side as triggers (a dialog is one at a time; open each). */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog key={size} {...args} size={size} trigger={<Button variant="secondary">Размер {size}</Button>} />
      ))}
      <Dialog
        {...args}
        dismissible={false}
        footer={
          <DialogClose>
            <Button>Готово</Button>
          </DialogClose>
        }
        trigger={<Button variant="secondary">Без закрытия</Button>}
      />
    </div>
  ),
};
