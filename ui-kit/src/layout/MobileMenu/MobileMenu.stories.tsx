import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MobileMenu } from './MobileMenu.tsx';
import { TabMenu } from '../TabMenu/TabMenu.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { sampleSections } from '../storyParts.tsx';

const content = (
  <>
    <Link href="/orders" variant="standalone">
      Заказы
    </Link>
    <Link href="/documents" variant="standalone">
      Документы
    </Link>
    <Link href="/create-order" variant="standalone">
      Забронировать бокс
    </Link>
    <Link href="/" variant="standalone">
      Профиль
    </Link>
    <Link href="/support" variant="standalone">
      Поддержка
    </Link>
    <Button variant="secondary">Выйти</Button>
  </>
);

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  args: { children: content, onOpenChange: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { title: 'Меню', triggerLabel: 'Открыть меню' } };
export const Open: Story = { args: { defaultOpen: true }, tags: ['!autodocs'] };
export const WithTabMenu: Story = {
  args: { defaultOpen: true, children: <TabMenu items={sampleSections} currentPath="/documents" /> },
  tags: ['!autodocs'],
};
/** The cabinet's menu: the sections as a list, the close button named for what it closes. */
export const WithSectionList: Story = {
  args: {
    defaultOpen: true,
    closeLabel: 'Закрыть меню',
    children: <TabMenu items={sampleSections} currentPath="/documents" variant="list" />,
  },
  tags: ['!autodocs'],
};
/** Controlled by the app: e.g. closed when a link is followed. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <MobileMenu {...args} open={open} onOpenChange={setOpen}>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Перейти и закрыть
        </Button>
      </MobileMenu>
    );
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <MobileMenu>{content}</MobileMenu>
      <MobileMenu triggerLabel="Меню аккаунта" title="Аккаунт">
        <Button variant="secondary">Выйти</Button>
      </MobileMenu>
    </div>
  ),
};
