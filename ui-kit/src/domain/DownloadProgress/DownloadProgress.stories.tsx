import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DownloadProgress } from './DownloadProgress.tsx';

// The period download's progress: files fetched one by one, the saved archive (with or without missing files), a
// failure with retry. The locale toolbar switches ru/en.

const meta = {
  title: 'Domain/DownloadProgress',
  component: DownloadProgress,
  tags: ['autodocs'],
  args: { state: 'fetching', done: 3, total: 7, onCancel: fn(), onRetry: fn() },
} satisfies Meta<typeof DownloadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { state: 'fetching', done: 2, total: 5, missing: 0, fileName: 'Ромашка_2026-Q3.zip' },
  argTypes: { state: { control: 'select', options: ['fetching', 'done', 'failed'] } },
};

export const Starting: Story = { args: { state: 'fetching', done: 0, total: 7 } };
export const Fetching: Story = { args: { state: 'fetching', done: 3, total: 7 } };
export const FetchingWithMissing: Story = { args: { state: 'fetching', done: 5, total: 7, missing: 1 } };
export const Done: Story = { args: { state: 'done', done: 7, total: 7, fileName: 'Ромашка_2026-Q3.zip' } };
export const DoneWithMissing: Story = { args: { state: 'done', done: 7, total: 7, missing: 2, fileName: 'Ромашка_2026-Q3.zip' } };
export const Failed: Story = { args: { state: 'failed', done: 0, total: 0 } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 24 }}>
      <DownloadProgress state="fetching" done={0} total={7} onCancel={() => undefined} />
      <DownloadProgress state="fetching" done={5} total={7} missing={1} />
      <DownloadProgress state="done" done={7} total={7} fileName="Ромашка_2026-Q3.zip" />
      <DownloadProgress state="done" done={7} total={7} missing={2} fileName="Ромашка_2026-Q3.zip" />
      <DownloadProgress state="failed" done={0} total={0} onRetry={() => undefined} />
    </div>
  ),
};
