import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PeriodPicker } from './PeriodPicker.tsx';
import type { PeriodValue } from './period.ts';

// The accountant's period on /documents: a month, a quarter or two dates. The locale toolbar switches ru/en.

const TODAY = '2026-11-27';
const base: PeriodValue = { kind: 'quarter', month: '2026-11', quarter: '2026-Q4', from: '', to: '' };

const meta = {
  title: 'Domain/PeriodPicker',
  component: PeriodPicker,
  tags: ['autodocs'],
  args: { today: TODAY, onValueChange: fn() },
} satisfies Meta<typeof PeriodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValue: base, disabled: false } };

export const Month: Story = { args: { defaultValue: { ...base, kind: 'month' } } };
export const Quarter: Story = { args: { defaultValue: { ...base, quarter: '2026-Q3' } } };
export const Range: Story = { args: { defaultValue: { ...base, kind: 'range', from: '01.07.2026', to: '30.09.2026' } } };
export const RangeEmpty: Story = { args: { defaultValue: { ...base, kind: 'range' } } };
/** while a download runs the choice is locked */
export const Disabled: Story = { args: { defaultValue: base, disabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 24 }}>
      <PeriodPicker today={TODAY} defaultValue={{ ...base, kind: 'month' }} />
      <PeriodPicker today={TODAY} defaultValue={base} />
      <PeriodPicker today={TODAY} defaultValue={{ ...base, kind: 'range', from: '01.07.2026', to: '30.09.2026' }} />
      <PeriodPicker today={TODAY} defaultValue={base} disabled />
    </div>
  ),
};
