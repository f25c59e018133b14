import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper.tsx';

const steps = [{ label: 'Электронная подпись', description: 'Обычно до 3 минут' }, { label: 'Код из SMS' }, { label: 'Оплата' }];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, current: 0 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 3 } } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { current: 1, orientation: 'horizontal', label: 'Подписание договора' } };
export const FirstStep: Story = { args: { current: 0 } };
export const SecondStep: Story = { args: { current: 1 } };
export const LastStep: Story = { args: { current: 2 } };
export const AllDone: Story = { args: { current: 3 } };
export const Vertical: Story = { args: { current: 1, orientation: 'vertical' } };
export const FourSteps: Story = {
  args: {
    label: 'Регистрация',
    current: 2,
    steps: [{ label: 'Телефон' }, { label: 'Пароль' }, { label: 'Личные данные' }, { label: 'Паспорт' }],
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[0, 1, 2, 3].map((current) => (
        <Stepper key={current} label={`Шаг ${current + 1}`} steps={steps} current={current} />
      ))}
      <Stepper label="Вертикально" steps={steps} current={1} orientation="vertical" />
    </div>
  ),
};
