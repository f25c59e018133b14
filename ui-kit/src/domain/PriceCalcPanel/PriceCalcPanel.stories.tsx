import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PriceCalcPanel, type PriceCalcValues } from './PriceCalcPanel.tsx';

const plain: PriceCalcValues = {
  sumWithoutDiscount: 1330,
  sumWithDiscount: 1330,
  deposit: 5700,
  total: 7030,
  pricePer30Days: 5700,
  payDays: 7,
};
const discounted: PriceCalcValues = {
  sumWithoutDiscount: 17100,
  sumWithDiscount: 16245,
  discountName: 'Скидка 5% при оплате от 3 месяцев',
  discountPercent: 5,
  deposit: 5700,
  total: 21945,
  pricePer30Days: 5700,
  payDays: 90,
};

const meta = {
  title: 'Domain/PriceCalcPanel',
  component: PriceCalcPanel,
  tags: ['autodocs'],
  args: { state: 'ready', values: discounted, onRetry: fn() },
} satisfies Meta<typeof PriceCalcPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { state: 'ready', values: plain, sticky: false },
  argTypes: { state: { control: 'select', options: ['idle', 'loading', 'ready', 'error'] } },
};
export const Idle: Story = { args: { state: 'idle', values: null } };
export const Loading: Story = { args: { state: 'loading', values: null } };
export const Recalculating: Story = { args: { state: 'loading', values: discounted } };
export const WithoutDiscount: Story = { args: { state: 'ready', values: plain } };
export const WithDiscount: Story = { args: { state: 'ready', values: discounted } };
export const Failed: Story = { args: { state: 'error', values: null, errorText: 'Не удалось рассчитать стоимость' } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
      <PriceCalcPanel state="idle" />
      <PriceCalcPanel state="loading" />
      <PriceCalcPanel state="loading" values={discounted} />
      <PriceCalcPanel state="ready" values={plain} />
      <PriceCalcPanel state="ready" values={discounted} />
      <PriceCalcPanel state="error" onRetry={() => undefined} />
    </div>
  ),
};
