import type { Meta, StoryObj } from '@storybook/react-vite';
import { SigningSteps } from './SigningSteps.tsx';

const meta = {
  title: 'Domain/SigningSteps',
  component: SigningSteps,
  tags: ['autodocs'],
  args: { current: 'eds' },
} satisfies Meta<typeof SigningSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { current: 'sms', allDone: false },
  argTypes: { current: { control: 'inline-radio', options: ['eds', 'sms', 'payment'] } },
};
export const ElectronicSignature: Story = { args: { current: 'eds' } };
export const SmsCode: Story = { args: { current: 'sms' } };
export const Payment: Story = { args: { current: 'payment' } };
export const AllDone: Story = { args: { current: 'payment', allDone: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SigningSteps current="eds" />
      <SigningSteps current="sms" />
      <SigningSteps current="payment" />
      <SigningSteps current="payment" allDone />
    </div>
  ),
};
