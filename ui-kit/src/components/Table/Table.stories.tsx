import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table, type TableColumn } from './Table.tsx';
import { Button } from '../Button/Button.tsx';
import { Badge } from '../Badge/Badge.tsx';

interface Box {
  id: string;
  number: string;
  area: string;
  floor: number;
  price: string;
  free: boolean;
}

const rows: Box[] = [
  { id: '1', number: 'A-101', area: '2 м²', floor: 1, price: '3 900 ₽', free: true },
  { id: '2', number: 'A-102', area: '2 м²', floor: 1, price: '3 900 ₽', free: false },
  { id: '3', number: 'B-210', area: '4 м²', floor: 2, price: '6 500 ₽', free: true },
];

const columns: TableColumn<Box>[] = [
  { key: 'number', header: 'Номер', primary: true },
  { key: 'area', header: 'Площадь' },
  { key: 'floor', header: 'Этаж', align: 'end' },
  { key: 'price', header: 'Цена за 30 дней', align: 'end' },
  { key: 'free', header: 'Статус', render: (r) => (r.free ? <Badge variant="success">Свободен</Badge> : <Badge>Занят</Badge>) },
  {
    key: 'action',
    header: 'Действие',
    hideLabelOnCard: true,
    render: (r) => (
      <Button size="sm" variant={r.free ? 'primary' : 'secondary'}>
        {r.free ? `Заказать ${r.number}` : `Запросить ${r.number}`}
      </Button>
    ),
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<Box>,
  tags: ['autodocs'],
  args: { columns, rows, getRowKey: (r: Box) => r.id, caption: 'Боксы 2–4 м²' },
  argTypes: { columns: { control: false }, rows: { control: false }, getRowKey: { control: false } },
  parameters: { docs: { description: { component: 'Under 770 px each row becomes a card; try a phone viewport.' } } },
} satisfies Meta<typeof Table<Box>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { showCaption: true } };
export const WithCaption: Story = { args: { showCaption: true } };
export const Empty: Story = { args: { rows: [] } };
export const MobileCards: Story = { globals: { viewport: { value: 'mobile1' } }, parameters: { viewport: { defaultViewport: 'mobile1' } } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Table caption="Все боксы" showCaption columns={columns} rows={rows} getRowKey={(r) => r.id} />
      <Table caption="Пусто" showCaption columns={columns} rows={[]} getRowKey={(r) => r.id} />
    </div>
  ),
};
