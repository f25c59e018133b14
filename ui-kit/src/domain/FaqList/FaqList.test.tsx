import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqList, type FaqItem } from './FaqList.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const items: FaqItem[] = [
  { id: 'rent', question: 'Как арендовать бокс?', answer: 'Выберите склад и размер.' },
  { id: 'access', question: 'Как попасть к боксу?', answer: 'Склады открыты круглосуточно.' },
  { id: 'payment', question: 'Как оплатить аренду?', answer: 'Нажмите «Оплатить».' },
  { id: 'debt', question: 'Что будет при просрочке?', answer: 'Доступ закрывается до оплаты.' },
];

describe('FaqList', () => {
  describe('given 4 questions', () => {
    it('should show every question and open only the first', async () => {
      renderKit(<FaqList items={items} />);
      const buttons = screen.getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(items.map((i) => i.question));
      expect(screen.getByRole('button', { name: 'Как арендовать бокс?' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Выберите склад и размер.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Как попасть к боксу?' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Склады открыты круглосуточно.')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it('should open another answer and close the first when its question is pressed', async () => {
      renderKit(<FaqList items={items} />);
      await userEvent.click(screen.getByRole('button', { name: 'Как оплатить аренду?' }));
      expect(screen.getByText('Нажмите «Оплатить».')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Как арендовать бокс?' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('should put each question in a heading of the given level', () => {
      renderKit(<FaqList items={items} headingLevel={2} />);
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    });
  });

  describe('given defaultOpen none', () => {
    it('should keep every answer closed', () => {
      renderKit(<FaqList items={items} defaultOpen="none" />);
      for (const b of screen.getAllByRole('button')) expect(b).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('given no questions', () => {
    it('should say there are none', async () => {
      renderKit(<FaqList items={[]} />, { locale: 'en' });
      expect(screen.getByText('No questions yet')).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });
});
