import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container.tsx';

const box = { background: 'var(--sb-colors-brandSoft)', padding: 16, borderRadius: 8 };

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  args: { children: <div style={box}>Содержимое страницы до 1120 px</div> },
  argTypes: { children: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { width: 'content' } };
export const Form: Story = { args: { width: 'form', children: <div style={box}>Форма до 480 px</div> } };
export const Full: Story = { args: { width: 'full', children: <div style={box}>Во всю ширину</div> } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Container width="content">
        <div style={box}>content</div>
      </Container>
      <Container width="form">
        <div style={box}>form</div>
      </Container>
      <Container width="full">
        <div style={box}>full</div>
      </Container>
    </div>
  ),
};
