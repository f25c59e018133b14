import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  args: { title: 'Активные заказы', children: <p>Бокс A-214, Москва, ул. Складская, 1</p> },
  argTypes: { children: { control: false }, aside: { control: false } },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { title: 'Active orders', children: <p>Box A-214, Moscow, 1 Skladskaya St</p> } };
export const Playground: Story = { args: { headingLevel: 2, divided: false, gap: 3 } };
export const WithAside: Story = { args: { aside: <Badge variant="warning">Ожидает подписания</Badge> } };
export const WithAsideEn: Story = {
  args: { title: 'Documents', aside: <Badge variant="warning">Awaiting signature</Badge>, children: <p>Contract No. 4001</p> },
};
/** Parted from the section before by a rule: two forms on one page. */
export const Divided: Story = {
  args: { title: 'Забыли пароль?', divided: true, gap: 3, children: <p>Пришлём новый пароль в SMS.</p> },
};
export const DividedEn: Story = {
  args: { title: 'Forgot your password?', divided: true, children: <p>We will send a new password by SMS.</p> },
};
export const Level3: Story = { args: { title: 'Счета', headingLevel: 3 } };
/** The heading is there for screen readers only (tabs above already name the list on phones). */
export const HiddenTitle: Story = { args: { hideTitle: true } };
