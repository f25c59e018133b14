import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { ButtonRow } from './ButtonRow.tsx';

const ru = [
  <Button key="pay" onClick={fn()}>
    Оплатить
  </Button>,
  <Button key="invoice" variant="secondary" onClick={fn()}>
    Новый счёт
  </Button>,
];
const en = [
  <Button key="pay" onClick={fn()}>
    Pay
  </Button>,
  <Button key="invoice" variant="secondary" onClick={fn()}>
    New invoice
  </Button>,
];

const meta = {
  title: 'Layout/ButtonRow',
  component: ButtonRow,
  tags: ['autodocs'],
  args: { children: ru },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ButtonRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row on desktop; under 770 px a column of full-width buttons. */
export const Default: Story = {};
export const English: Story = { args: { children: en } };
export const Playground: Story = { args: { align: 'start', stack: 'phone' } };
export const End: Story = { args: { align: 'end' } };
export const Center: Story = { args: { align: 'center' } };
export const Between: Story = { args: { align: 'between' } };
export const AlwaysStacked: Story = { args: { stack: 'always' } };
export const NeverStacked: Story = { args: { stack: 'never' } };
/** A waiting button keeps its reason on the line under it. */
export const WithReason: Story = {
  args: {
    children: [
      <Button key="cargo" variant="secondary" disabledReason="Нет связи с интернетом: действие станет доступно, когда сеть вернётся">
        Заказать перевозку
      </Button>,
      <Button key="close" variant="ghost">
        Расторгнуть договор
      </Button>,
    ],
  },
};
export const WithReasonEn: Story = {
  args: {
    children: [
      <Button key="cargo" variant="secondary" disabledReason="No connection: available when the network is back">
        Order transport
      </Button>,
      <Button key="close" variant="ghost">
        End the contract
      </Button>,
    ],
  },
};
