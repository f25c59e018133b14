import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { EdsStage } from '@sb/contracts';
import { EdsProgress } from './EdsProgress.tsx';

// The screen decides the stage and whether it is on its way (contracts' `edsStageOf`); each story passes both as
// the cabinet would for one raw status.

const STAGES: EdsStage[] = ['notCreated', 'issuance', 'activating', 'created', 'available', 'error', 'blocked', 'revoked'];
const ON_ITS_WAY: ReadonlySet<EdsStage> = new Set(['issuance', 'activating', 'created']);

const meta = {
  title: 'Domain/EdsProgress',
  component: EdsProgress,
  tags: ['autodocs'],
  args: { stage: 'notCreated', inProgress: false, onConfirm: fn() },
} satisfies Meta<typeof EdsProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { stage: 'activating', inProgress: true, confirming: false, headingLevel: 2 },
  argTypes: { stage: { control: 'select', options: STAGES } },
};

/** not-exists */
export const NotCreated: Story = { args: { stage: 'notCreated' } };
export const ConfirmOffline: Story = {
  args: { stage: 'notCreated', confirmDisabledReason: 'Нет связи: станет доступно, когда появится сеть.' },
};
export const Confirming: Story = { args: { stage: 'notCreated', confirming: true } };
/** not-exists right after the customer confirmed: shown as issuance */
export const Preparing: Story = { args: { stage: 'issuance', inProgress: true } };
/** partner-initialization-start */
export const Issuance: Story = { args: { stage: 'issuance', inProgress: true } };
/** initialization */
export const Activating: Story = { args: { stage: 'activating', inProgress: true } };
/** exists */
export const Created: Story = { args: { stage: 'created', inProgress: true } };
/** available */
export const Available: Story = { args: { stage: 'available' } };
/** initialization-err */
export const CreationError: Story = { args: { stage: 'error' } };
export const Blocked: Story = { args: { stage: 'blocked' } };
export const Revoked: Story = { args: { stage: 'revoked' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
      {STAGES.map((stage) => (
        <EdsProgress key={stage} stage={stage} inProgress={ON_ITS_WAY.has(stage)} headingLevel={3} onConfirm={() => undefined} />
      ))}
    </div>
  ),
};
