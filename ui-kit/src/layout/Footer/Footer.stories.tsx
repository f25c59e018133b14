import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';
import { footerContacts } from './Footer.fixtures.ts';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    ...footerContacts,
    contacts: (
      <p>
        Москва, Ленинградское шоссе, 1<br />
        Ежедневно 10:00–20:00
      </p>
    ),
    links: [{ href: '#support-public', label: 'Вопросы и ответы' }],
    legal: '© 2026 СкладБокс',
  },
  argTypes: { contacts: { control: false }, links: { control: false }, linkAs: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { cardBrands: ['mir', 'visa', 'mastercard'] } };
/** Inside a frame: no messenger or app links. */
export const Embedded: Story = { args: { messengerHref: undefined, appStoreHref: undefined } };
export const Minimal: Story = {
  args: {
    email: undefined,
    messengerHref: undefined,
    appStoreHref: undefined,
    contacts: undefined,
    links: undefined,
    legal: undefined,
    cardBrands: ['mir'],
  },
};

/** One short block: ways in and the cabinet on phones. */
export const Compact: Story = { args: { compact: true } };
/** Compact inside a frame: no messenger or app links. */
export const CompactEmbedded: Story = { args: { compact: true, messengerHref: undefined, appStoreHref: undefined } };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Footer {...args} />
      <Footer supportPhone="+7 (495) 000-00-00" cardBrands={['mir', 'visa']} />
      <Footer {...args} compact />
    </div>
  ),
};
