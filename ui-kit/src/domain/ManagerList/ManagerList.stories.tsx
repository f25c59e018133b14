import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManagerList } from './ManagerList.tsx';

const meta = {
  title: 'Domain/ManagerList',
  component: ManagerList,
  tags: ['autodocs'],
  args: {
    title: 'Менеджеры',
    managers: [
      { firstName: 'Анна', lastName: 'Белова', position: 'Управляющая складом' },
      { firstName: 'Игорь', lastName: 'Крылов', position: 'Менеджер' },
    ],
  },
} satisfies Meta<typeof ManagerList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { headingLevel: 2 } };
export const One: Story = { args: { managers: [{ firstName: 'Сергей', lastName: 'Орлов', position: 'Управляющий складом' }] } };
export const WithoutPosition: Story = { args: { managers: [{ firstName: 'Олег', lastName: 'Титов', position: null }] } };
export const Empty: Story = { args: { managers: [] } };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ManagerList {...args} />
      <ManagerList title="Без должности" managers={[{ firstName: 'Олег', lastName: 'Титов' }]} />
    </div>
  ),
};
