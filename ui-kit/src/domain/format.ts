import { useIntl } from 'react-intl';

/**
 * Roubles for the domain components: `1 250,50 ₽` in ru, `RUB 1,250.50` in en (Intl puts the non-breaking
 * spaces); whole sums drop the kopecks (`250 ₽`).
 */
export function useRoubles(): (value: number) => string {
  const intl = useIntl();
  return (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
}
