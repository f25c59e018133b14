import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: { shown: 6, total: 14, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { loading: false, label: 'Показать ещё 3' } };
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = { args: { shown: 14, total: 14 } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LoadMore shown={6} total={14} onLoadMore={() => undefined} />
      <LoadMore shown={9} total={14} loading onLoadMore={() => undefined} />
      <LoadMore shown={14} total={14} onLoadMore={() => undefined} />
    </div>
  ),
};
