import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LockControl } from './LockControl.tsx';

const meta = {
  title: 'Domain/LockControl',
  component: LockControl,
  tags: ['autodocs'],
  args: { status: 'locked', canOpen: true, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LockControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { status: 'locked', canOpen: true, disabledReason: null, sending: false, result: null, managerPhone: '+7 (495) 000-00-00' },
  argTypes: {
    status: { control: 'select', options: ['unregistered', 'error', 'open', 'opened', 'locked', 'inactive'] },
    disabledReason: { control: 'select', options: [null, 'debt', 'unpaid', 'unsigned'] },
    result: { control: 'select', options: [null, 'sent', 'failed'] },
  },
};
export const Unregistered: Story = { args: { status: 'unregistered' } };
export const Error: Story = { args: { status: 'error' } };
export const Open: Story = { args: { status: 'open' } };
export const Locked: Story = { args: { status: 'locked' } };
export const Inactive: Story = { args: { status: 'inactive' } };
export const DisabledForDebt: Story = { args: { disabledReason: 'debt' } };
export const DisabledUnpaid: Story = { args: { disabledReason: 'unpaid' } };
export const DisabledUnsigned: Story = { args: { disabledReason: 'unsigned' } };
export const Sending: Story = { args: { sending: true } };
export const Sent: Story = { args: { status: 'opened', result: 'sent' } };
export const Failed: Story = { args: { result: 'failed', managerPhone: '+7 (495) 000-00-00' } };

export const StateMatrix: Story = {
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
      {(['unregistered', 'error', 'open', 'locked', 'inactive'] as const).map((s) => (
        <LockControl key={s} status={s} canOpen headingLevel={3} />
      ))}
      {(['debt', 'unpaid', 'unsigned'] as const).map((r) => (
        <LockControl key={r} status="locked" canOpen disabledReason={r} headingLevel={3} />
      ))}
      <LockControl status="locked" canOpen sending headingLevel={3} />
      <LockControl status="opened" canOpen result="sent" headingLevel={3} />
      <LockControl status="locked" canOpen result="failed" managerPhone="+7 (495) 000-00-00" headingLevel={3} />
    </div>
  ),
};
