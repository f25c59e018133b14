import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack.tsx';

const item = (t: string) => (
  <div key={t} style={{ background: 'var(--sb-colors-brandSoft)', padding: 12, borderRadius: 8 }}>
    {t}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { children: ['Первый', 'Второй', 'Третий'].map(item) },
  argTypes: { children: { control: false }, gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { direction: 'row', gap: 4, align: 'center', justify: 'start', wrap: false } };
export const Row: Story = { args: { direction: 'row' } };
export const Responsive: Story = { args: { direction: 'responsive' } };
export const SpaceBetween: Story = { args: { direction: 'row', justify: 'between' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {([1, 2, 4, 8] as const).map((gap) => (
        <Stack key={gap} direction="row" gap={gap}>
          {['A', 'B', 'C'].map(item)}
        </Stack>
      ))}
      <Stack direction="column" gap={2}>
        {['Колонка 1', 'Колонка 2'].map(item)}
      </Stack>
    </div>
  ),
};
