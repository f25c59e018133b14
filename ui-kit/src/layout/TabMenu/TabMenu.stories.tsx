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

/** A column of rows, as inside the phone menu; the current section has a bar at its start. */
export const List: Story = { args: { variant: 'list', currentPath: '/documents' } };
/** The app decides the current section (its router matched `/document-sign/7` to Documents). */
export const CurrentDecidedByApp: Story = {
  args: {
    currentPath: '/document-sign/7',
    items: sampleSections.map((item) => ({ ...item, current: item.href === '/documents' })),
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {['/orders', '/documents', '/create-order', '/'].map((path) => (
        <TabMenu key={path} label={`Разделы (${path})`} items={sampleSections} currentPath={path} />
      ))}
    </div>
  ),
};
