import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './PageHeading.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { children: 'Мои заказы' },
  argTypes: { before: { control: false }, actions: { control: false } },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { description: 'Активные и архивные договоры', focusOnMount: false } };
export const WithDescription: Story = { args: { description: 'Активные и архивные договоры' } };
export const WithActions: Story = { args: { actions: <Button>Забронировать бокс</Button> } };
export const WithBreadcrumbs: Story = {
  args: {
    children: 'Новое обращение',
    before: <Breadcrumbs items={[{ label: 'Поддержка', href: '#support' }, { label: 'Новое обращение' }]} />,
  },
};
export const Focused: Story = { args: { focusOnMount: true }, tags: ['!autodocs'] };

/** One h1 per page: the matrix shows the variants as separate blocks in one heading each. */
export const StateMatrix: Story = {
  render: () => (
    <PageHeading
      before={<Breadcrumbs items={[{ label: 'Поддержка', href: '#s' }, { label: 'Обращение' }]} />}
      description="Ответим в течение рабочего дня"
      actions={<Button variant="secondary">Позвонить</Button>}
    >
      Обращение в поддержку
    </PageHeading>
  ),
};
