import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabMenu } from './TabMenu.tsx';
import { sampleSections } from '../storyParts.tsx';

const meta = {
  title: 'Layout/TabMenu',
  component: TabMenu,
  tags: ['autodocs'],
  args: { items: sampleSections, currentPath: '/orders' },
  argTypes: {
    items: { control: false },
    linkAs: { control: false },
    currentPath: { control: 'select', options: ['/orders', '/order-view/42', '/documents', '/create-order', '/'] },
  },
} satisfies Meta<typeof TabMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'bar', label: 'Разделы кабинета' } };
export const Documents: Story = { args: { currentPath: '/documents' } };
export const NestedRoute: Story = { args: { currentPath: '/order-view/42' } };
/** The phone bottom bar (fixed to the bottom; shown under 770 px only). */
export const BottomBar: Story = { args: { variant: 'bottom' }, globals: { viewport: { value: 'mobile1' } }, tags: ['!autodocs'] };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {['/orders', '/documents', '/create-order', '/'].map((path) => (
        <TabMenu key={path} label={`Разделы (${path})`} items={sampleSections} currentPath={path} />
      ))}
    </div>
  ),
};
