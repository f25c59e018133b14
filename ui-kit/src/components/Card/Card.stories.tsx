import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Бокс A-112',
    aside: <Badge variant="success">Активен</Badge>,
    children: <p>Склад на Ленинградском шоссе, 4 м², оплачено до 12.03.2026.</p>,
    footer: <Button>Оплатить</Button>,
  },
  argTypes: { aside: { control: false }, footer: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { as: 'article', variant: 'default', padding: 'md', headingLevel: 2 } };
export const Muted: Story = { args: { variant: 'muted', aside: <Badge>Архив</Badge>, footer: undefined } };
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Accent: Story = { args: { variant: 'accent', aside: <Badge variant="danger">Просрочка 5 дней</Badge> } };
export const Plain: Story = { args: { title: undefined, aside: undefined, footer: undefined } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['default', 'muted', 'outlined', 'accent'] as const).map((variant) => (
        <Card
          key={variant}
          as="article"
          variant={variant}
          title={`Вариант ${variant}`}
          aside={<Badge>Статус</Badge>}
          footer={<Button variant="secondary">Действие</Button>}
        >
          <p>Содержимое карточки.</p>
        </Card>
      ))}
      <Card padding="sm">
        <p>Малые отступы</p>
      </Card>
    </div>
  ),
};
