import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SmsCodeInput } from './SmsCodeInput.tsx';

const meta = {
  title: 'Domain/SmsCodeInput',
  component: SmsCodeInput,
  tags: ['autodocs'],
  args: { codeLength: 6, resendAfter: 60, onConfirm: fn(), onResend: fn(), attemptsLeft: 3 },
} satisfies Meta<typeof SmsCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: '12', attemptsLeft: 3, invalid: false, blocked: false, pending: false, secondsLeft: 42 },
};

export const Empty: Story = { args: { secondsLeft: 60 } };
export const Filled: Story = { args: { defaultValue: '123456', secondsLeft: 35 } };
export const InFlight: Story = { args: { defaultValue: '123456', pending: true, secondsLeft: 30 } };
export const InvalidCode: Story = { args: { defaultValue: '111111', invalid: true, attemptsLeft: 2, secondsLeft: 20 } };
export const LastAttempt: Story = { args: { defaultValue: '', invalid: true, attemptsLeft: 1, secondsLeft: 10 } };
export const Blocked: Story = { args: { defaultValue: '000000', blocked: true, attemptsLeft: 0, secondsLeft: 0 } };
export const ResendAvailable: Story = { args: { secondsLeft: 0 } };
export const Offline: Story = {
  args: { defaultValue: '123456', secondsLeft: 0, disabledReason: 'Нет связи: станет доступно, когда появится сеть.' },
};
export const AttemptsUnknown: Story = { args: { attemptsLeft: null, secondsLeft: 60 } };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 24 }}>
      <SmsCodeInput {...args} secondsLeft={60} />
      <SmsCodeInput {...args} defaultValue="123456" secondsLeft={35} />
      <SmsCodeInput {...args} defaultValue="123456" pending secondsLeft={30} />
      <SmsCodeInput {...args} defaultValue="111111" invalid attemptsLeft={2} secondsLeft={20} />
      <SmsCodeInput {...args} defaultValue="000000" blocked attemptsLeft={0} secondsLeft={0} />
      <SmsCodeInput {...args} secondsLeft={0} />
    </div>
  ),
};
