import type { Meta, StoryObj } from '@storybook/react-vite';
import { WarehouseCredentials } from './WarehouseCredentials.tsx';

const meta = {
  title: 'Domain/WarehouseCredentials',
  component: WarehouseCredentials,
  tags: ['autodocs'],
  args: {
    name: 'Склад «Сокол»',
    address: 'Москва, Ленинградский проспект, 74к1',
    phone: '+7 (495) 120-00-01',
    workHours: [{ from: '09:00', to: '21:00' }],
    metro: 'Сокол',
  },
} satisfies Meta<typeof WarehouseCredentials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { access24: true, headingLevel: 2 } };
export const DefaultOfficeHours: Story = { args: { workHours: [] } };
export const WithoutMetroAndPhone: Story = { args: { metro: null, phone: null } };
export const WithoutName: Story = { args: { name: undefined } };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 24 }}>
      <WarehouseCredentials {...args} />
      <WarehouseCredentials {...args} workHours={[]} />
      <WarehouseCredentials {...args} metro={null} phone={null} />
    </div>
  ),
};
