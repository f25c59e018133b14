import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeServices } from './FreeServices.tsx';

const meta = {
  title: 'Domain/FreeServices',
  component: FreeServices,
  tags: ['autodocs'],
  args: { ids: [1, 5, 6, 7, 8, 9, 10], title: 'Бесплатные услуги' },
} satisfies Meta<typeof FreeServices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { ids: [5, 6, 9], headingLevel: 2 } };
export const All: Story = { args: { ids: [1, 5, 6, 7, 8, 9, 10] } };
export const Few: Story = { args: { ids: [6, 9] } };
export const UnknownIdsIgnored: Story = { args: { ids: [2, 3, '10'] } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FreeServices ids={[1, 5, 6, 7, 8, 9, 10]} title="Все" />
      <FreeServices ids={[6, 9]} title="Две" />
      <FreeServices ids={['10', 4]} title="Строки и неизвестные" />
    </div>
  ),
};
