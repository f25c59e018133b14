import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider, useToast, type ToastOptions } from './Toast.tsx';
import { Button } from '../Button/Button.tsx';

function Demo({ variant = 'success', title, description, duration, showOnMount = false }: ToastOptions & { showOnMount?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (showOnMount) toast.show({ variant, title, description, duration: duration ?? 1_000_000 });
  }, [showOnMount]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Button variant="secondary" onClick={() => toast.show({ variant, title, description, duration })}>
      Показать уведомление
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  tags: ['autodocs'],
  args: { variant: 'success', title: 'Данные сохранены' },
  argTypes: { variant: { control: 'select', options: ['info', 'success', 'warning', 'danger'] } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: 'Wrap the app in `ToastProvider`; call `useToast().show({ variant, title, description })`. Toasts stay 3 s by default.',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { description: 'Изменения вступят в силу сразу', duration: 3000 } };
export const Success: Story = { args: { variant: 'success', title: 'Данные сохранены', showOnMount: true }, tags: ['!autodocs'] };
export const Info: Story = { args: { variant: 'info', title: 'Команда открыть замок отправлена', showOnMount: true }, tags: ['!autodocs'] };
export const Warning: Story = {
  args: { variant: 'warning', title: 'Проверьте данные', description: 'Некоторые поля не сохранены', showOnMount: true },
  tags: ['!autodocs'],
};
export const Danger: Story = {
  args: { variant: 'danger', title: 'Не удалось сохранить', description: 'Попробуйте ещё раз', showOnMount: true },
  tags: ['!autodocs'],
};

function Matrix() {
  const toast = useToast();
  useEffect(() => {
    (['info', 'success', 'warning', 'danger'] as const).forEach((variant) =>
      toast.show({ variant, title: `Уведомление ${variant}`, description: 'Пояснение', duration: 1_000_000 }),
    );
  }, [toast]);
  return null;
}
export const StateMatrix: Story = { render: () => <Matrix />, tags: ['!autodocs'] };
