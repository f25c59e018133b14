import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { Phone } from 'lucide-react';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#support', children: 'Связаться с поддержкой' },
  argTypes: { as: { control: false }, icon: { control: false } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { variant: 'inline', external: false } };
export const Standalone: Story = {
  args: { variant: 'standalone', icon: <Phone size={18} />, href: 'tel:+74950000000', children: '+7 (495) 000-00-00' },
};
export const Subtle: Story = { args: { variant: 'subtle' } };
export const AsButton: Story = { args: { variant: 'button', children: 'Скачать договор' } };
export const External: Story = { args: { external: true, href: 'https://example.org', children: 'Основной сайт' } };

/** A router link passed through `as` (here a stand-in for wouter's Link). */
function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} data-router="true">
      {children}
    </a>
  );
}
export const WithRouter: Story = { args: { as: RouterLink, href: '/orders', children: 'Мои заказы' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>
        Текст со <Link href="#a">ссылкой внутри</Link> абзаца.
      </p>
      <Link href="#b" variant="standalone" icon={<Phone size={18} />}>
        +7 (495) 000-00-00
      </Link>
      <Link href="#c" variant="subtle">
        Тихая ссылка
      </Link>
      <Link href="#d" variant="button">
        Как кнопка
      </Link>
      <Link href="https://example.org" external>
        Внешняя ссылка
      </Link>
    </div>
  ),
};
