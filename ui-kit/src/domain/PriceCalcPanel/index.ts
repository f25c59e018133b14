export { PriceCalcPanel } from './PriceCalcPanel.tsx';
export type { PriceCalcPanelProps, PriceCalcValues, PriceCalcState } from './PriceCalcPanel.tsx';
