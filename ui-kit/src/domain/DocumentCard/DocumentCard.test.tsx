import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentCard } from './DocumentCard.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const base = { number: 'D-1020', uuid: 'eb0fdf91-6581-4a77-a0ab-ce1a21e8865c', boxName: 'B-214', placeName: 'Склад «Сокол»' };

describe('DocumentCard', () => {
  describe('given a signed contract', () => {
    it('should lead with the contract number, then the label, box, place, the download and the uuid as a reference for support', async () => {
      renderKit(<DocumentCard {...base} label="active" downloadHref="/files/c.pdf" />);
      expect(screen.getByRole('article', { name: 'Договор № D-1020' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Договор № D-1020' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /eb0fdf91/ })).not.toBeInTheDocument();
      expect(screen.getByText('Номер для поддержки: eb0fdf91-6581-4a77-a0ab-ce1a21e8865c')).toBeInTheDocument();
      expect(screen.getByText('Действует')).toBeInTheDocument();
      expect(screen.getByText('B-214')).toBeInTheDocument();
      expect(screen.getByText('Склад «Сокол»')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Скачать подписанный договор' })).toHaveAttribute('href', '/files/c.pdf');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given a reserved contract to sign', () => {
    it('should show the reservation date and call onSign', async () => {
      const onSign = jest.fn();
      renderKit(<DocumentCard {...base} label="reserved" reservedUntil="28.11.2026" onSign={onSign} />, { locale: 'en' });
      expect(screen.getByText('Reserved until 28.11.2026')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
      expect(onSign).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('given a booking to complete', () => {
    it('should call onComplete', async () => {
      const onComplete = jest.fn();
      renderKit(<DocumentCard {...base} label="reserved" onComplete={onComplete} />, { locale: 'en' });
      await userEvent.click(screen.getByRole('button', { name: 'Complete the booking' }));
      expect(onComplete).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a contract concluded by a manager', () => {
    it('should say a manager will contact the customer and offer no actions', async () => {
      renderKit(<DocumentCard {...base} label="reserved" manual onSign={() => undefined} />);
      expect(screen.getByText(/менеджер свяжется с вами/i)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given an act in English', () => {
    it('should be named by its number', () => {
      renderKit(<DocumentCard {...base} number="ACT-1007" kind="act" label="pending" />, { locale: 'en' });
      expect(screen.getByRole('heading', { name: 'Act No. ACT-1007' })).toBeInTheDocument();
      expect(screen.getByText('Support reference: eb0fdf91-6581-4a77-a0ab-ce1a21e8865c')).toBeInTheDocument();
    });
  });

  describe('given an archived contract', () => {
    it('should show the archived label', () => {
      renderKit(<DocumentCard {...base} label="archived" />, { locale: 'en' });
      expect(screen.getByText('Archived')).toBeInTheDocument();
    });
  });
});
