import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Components/Spinner', component: Spinner, tags: ['autodocs'] } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { size: 32, label: 'Загрузка заказов' } };
export const Large: Story = { args: { size: 48 } };
