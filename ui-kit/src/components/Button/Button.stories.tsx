import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Оплатить', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Подробнее' }, tags: ['!autodocs'] };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Отмена' }, tags: ['!autodocs'] };
export const Danger: Story = { args: { variant: 'danger', children: 'Расторгнуть договор' }, tags: ['!autodocs'] };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
/** Waits with a reason: focusable, not pressable, its reason read as its description. */
export const DisabledReason: Story = { args: { disabledReason: 'Нет связи с интернетом: оплата станет доступна, когда сеть вернётся' } };
export const DisabledReasonEn: Story = {
  args: { children: 'Pay', disabledReason: 'No connection: payment becomes available when the network is back' },
};
export const DisabledReasonFullWidth: Story = {
  args: { fullWidth: true, disabledReason: 'Нет связи с интернетом: оплата станет доступна, когда сеть вернётся' },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12 }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
      <Button loading>loading</Button>
      <Button disabled>disabled</Button>
      <Button disabledReason="offline">disabledReason</Button>
    </div>
  ),
};
