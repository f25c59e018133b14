import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/TextField.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Fieldset } from './Fieldset.tsx';

const phones = (label: string) => [
  <TextField key="1" label={`${label} 1`} defaultValue="+7 900 000-00-00" />,
  <TextField key="2" label={`${label} 2`} />,
];

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: { legend: 'Дополнительные телефоны', children: phones('Телефон') },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Fieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { legend: 'Additional phones', children: phones('Phone') } };
export const Playground: Story = { args: { legendSize: 'md', hideLegend: false, gap: 3, disabled: false } };
export const WithHint: Story = { args: { hint: 'Менеджер позвонит по первому из них' } };
export const WithHintEn: Story = {
  args: { legend: 'Additional phones', children: phones('Phone'), hint: 'The manager calls the first one' },
};
export const WithError: Story = { args: { error: 'Укажите хотя бы один телефон' } };
export const WithErrorEn: Story = { args: { legend: 'Additional phones', children: phones('Phone'), error: 'Give at least one phone' } };
/** A filter's group: a small legend, checkboxes 8 px apart. */
export const SmallLegend: Story = {
  args: {
    legend: 'Склады',
    legendSize: 'sm',
    gap: 2,
    children: ['Склад на Ленинском', 'Склад в Химках'].map((l) => <Checkbox key={l} label={l} />),
  },
};
export const HiddenLegend: Story = { args: { hideLegend: true } };
export const Disabled: Story = { args: { disabled: true } };
