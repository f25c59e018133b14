import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxRowProps } from './BoxRow.tsx';
import { freeBox, inBoxTable } from './BoxRow.fixtures.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const table = (props: Partial<BoxRowProps>) => inBoxTable([{ ...freeBox, ...props }]);
const nb = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('BoxRow', () => {
  describe('given a free box', () => {
    it('should show its parameters and offer Order and More info', async () => {
      const onOrder = jest.fn();
      renderKit(table({ onOrder }));
      const r = screen.getByRole('row', { name: /B-204/ });
      expect(nb(r.textContent)).toContain('2,12 × 1,42 м');
      expect(nb(r.textContent)).toContain('5 700 ₽');
      expect(within(r).getByText('Свободен')).toBeInTheDocument();
      await userEvent.click(within(r).getByRole('button', { name: 'Заказать бокс B-204' }));
      expect(onOrder).toHaveBeenCalledTimes(1);
      expect(within(r).getByRole('link', { name: 'Подробнее о боксе B-204' })).toHaveAttribute('href', '#box');
      expect(within(r).queryByRole('button', { name: /По запросу/ })).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given an ordered box in English', () => {
    it('should offer By request instead of Order', async () => {
      const onRequest = jest.fn();
      renderKit(table({ free: false, onRequest }), { locale: 'en' });
      expect(screen.getByText('Ordered')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Order box/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'By request: box B-204' }));
      expect(onRequest).toHaveBeenCalledTimes(1);
    });
  });
});
