import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from './Alert.tsx';
import { Banner } from './Banner.tsx';
import { Button } from '../Button/Button.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { variant: 'info', children: 'Счёт будет доступен после подписания договора.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { title: 'Обратите внимание', live: 'status' } };
export const Info: Story = { args: { variant: 'info', title: 'Подпись выпускается', children: 'Обычно это занимает до 3 минут.' } };
export const Success: Story = { args: { variant: 'success', title: 'Оплата прошла', children: 'Бокс оплачен до 12.03.2026.' } };
export const Warning: Story = {
  args: { variant: 'warning', title: 'Оплата через 3 дня', children: 'Оплатите аренду, чтобы сохранить доступ к боксу.' },
};
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Задолженность 1 250 ₽',
    children: 'Доступ к боксу ограничен до оплаты.',
    action: <Button size="sm">Оплатить</Button>,
  },
};
export const Dismissible: Story = { args: { onDismiss: fn() } };
export const AsBanner: Story = {
  render: (args) => <Banner {...args} />,
  args: { variant: 'warning', title: 'Технические работы', children: 'С 02:00 до 04:00 оплата может быть недоступна.', onDismiss: fn() },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert variant="info" title="Инфо">
        Сообщение для сведения.
      </Alert>
      <Alert variant="success" title="Успех">
        Всё получилось.
      </Alert>
      <Alert variant="warning" title="Внимание">
        Скоро оплата.
      </Alert>
      <Alert
        variant="danger"
        live="none"
        title="Ошибка"
        action={
          <Button size="sm" variant="secondary">
            Повторить
          </Button>
        }
      >
        Не удалось загрузить.
      </Alert>
      <Alert variant="info" onDismiss={() => undefined}>
        С кнопкой закрытия.
      </Alert>
      <Banner variant="warning" live="none">
        Баннер на всю ширину.
      </Banner>
    </div>
  ),
};
