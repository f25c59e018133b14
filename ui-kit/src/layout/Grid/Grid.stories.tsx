import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../components/Card/Card.tsx';
import { Grid } from './Grid.tsx';

const cards = (titles: string[]) =>
  titles.map((t) => (
    <Card key={t} as="li" title={t} headingLevel={3}>
      <p>Москва, ул. Складская, 1</p>
    </Card>
  ));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { as: 'ul', 'aria-label': 'Заказы', children: cards(['Бокс A-214', 'Бокс B-17', 'Бокс C-3', 'Бокс D-40']) },
  argTypes: { children: { control: false }, gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] } },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Card cells (300 px at the least): three columns at 1120 px, one on a phone. */
export const Cards: Story = {};
export const CardsEn: Story = { args: { 'aria-label': 'Orders', children: cards(['Box A-214', 'Box B-17', 'Box C-3', 'Box D-40']) } };
export const Playground: Story = { args: { cell: 'card', gap: 4 } };

/** Tile cells (168 px at the least): the sizes of a warehouse. */
export const Tiles: Story = {
  args: {
    cell: 'tile',
    gap: 3,
    'aria-label': 'Размеры',
    children: ['2 м²', '4 м²', '6 м²', '9 м²', '12 м²', '15 м²'].map((s) => (
      <li key={s} style={{ background: 'var(--sb-colors-surface)', padding: 16, borderRadius: 16 }}>
        {s}
      </li>
    )),
  },
};

/** One cell: it keeps its width at the least and does not stretch over the row. */
export const OneCell: Story = { args: { children: cards(['Бокс A-214']) } };
