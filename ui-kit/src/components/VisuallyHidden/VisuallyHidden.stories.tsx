import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Скачать договор' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is read by screen readers only. */
export const Default: Story = {};
export const Playground: Story = { args: { children: 'Результаты поиска' } };
/** The words behind an icon-only button. */
export const BehindAnIcon: Story = {
  render: (args) => (
    <button type="button">
      <Download size={18} aria-hidden />
      <VisuallyHidden {...args} />
    </button>
  ),
};
/** A heading that structures the page for screen readers where the design shows none. */
export const AsHeading: Story = { args: { as: 'h2', children: 'Результаты поиска' } };
