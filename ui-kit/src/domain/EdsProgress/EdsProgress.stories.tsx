import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EdsProgress } from './EdsProgress.tsx';

const meta = {
  title: 'Domain/EdsProgress',
  component: EdsProgress,
  tags: ['autodocs'],
  args: { status: 'not-exists', onConfirm: fn() },
} satisfies Meta<typeof EdsProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { status: 'initialization', preparing: false, confirming: false, headingLevel: 2 },
  argTypes: {
    status: {
      control: 'select',
      options: [
        'not-exists',
        'partner-initialization-start',
        'initialization',
        'exists',
        'available',
        'initialization-err',
        'blocked',
        'revoked',
      ],
    },
  },
};

export const NotCreated: Story = { args: { status: 'not-exists' } };
export const Confirming: Story = { args: { status: 'not-exists', confirming: true } };
export const Preparing: Story = { args: { status: 'not-exists', preparing: true } };
export const Issuance: Story = { args: { status: 'partner-initialization-start' } };
export const Activating: Story = { args: { status: 'initialization' } };
export const Created: Story = { args: { status: 'exists' } };
export const Available: Story = { args: { status: 'available' } };
export const CreationError: Story = { args: { status: 'initialization-err' } };
export const Blocked: Story = { args: { status: 'blocked' } };
export const Revoked: Story = { args: { status: 'revoked' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
      {(
        [
          'not-exists',
          'partner-initialization-start',
          'initialization',
          'exists',
          'available',
          'initialization-err',
          'blocked',
          'revoked',
        ] as const
      ).map((status) => (
        <EdsProgress key={status} status={status} headingLevel={3} onConfirm={() => undefined} />
      ))}
    </div>
  ),
};
