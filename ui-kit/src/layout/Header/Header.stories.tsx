import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header.tsx';
import { TabMenu } from '../TabMenu/TabMenu.tsx';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SampleLogo, sampleSections } from '../storyParts.tsx';

const supportLink = (
  <Link href="#support" variant="standalone">
    Поддержка
  </Link>
);
const languageButton = (
  <Button variant="ghost" size="sm">
    EN
  </Button>
);

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    logo: <SampleLogo />,
    nav: <TabMenu items={sampleSections} currentPath="/orders" />,
    actions: languageButton,
    mobileMenu: (
      <MobileMenu>
        <Link href="/orders" variant="standalone">
          Заказы
        </Link>
        <Button variant="secondary">Выйти</Button>
      </MobileMenu>
    ),
  },
  argTypes: { logo: { control: false }, nav: { control: false }, actions: { control: false }, mobileMenu: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { sticky: false } };
export const LogoOnly: Story = { args: { nav: undefined, actions: undefined, mobileMenu: undefined } };
export const Public: Story = {
  args: {
    nav: undefined,
    mobileMenu: undefined,
    actions: (
      <>
        {supportLink}
        {languageButton}
      </>
    ),
  },
};

/** The cabinet: many actions beside the logo, the sections in a row of their own; on phones the menu holds the actions. */
export const NavBelow: Story = {
  args: {
    navBelow: true,
    actionsOnPhone: false,
    actions: (
      <>
        {supportLink}
        {languageButton}
        <Button variant="secondary" size="sm">
          Аккаунт
        </Button>
      </>
    ),
  },
};
/** The same at a phone's width: only the logo and the menu button. */
export const NavBelowPhone: Story = { ...NavBelow, globals: { viewport: { value: 'mobile1' } }, tags: ['!autodocs'] };

export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Header {...args} />
      <Header logo={<SampleLogo />} actions={languageButton} />
      <Header logo={<SampleLogo />} />
    </div>
  ),
};
