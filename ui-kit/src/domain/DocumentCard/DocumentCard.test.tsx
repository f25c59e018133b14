import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentCard } from './DocumentCard.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const base = { uuid: 'a1b2-c3d4', boxName: 'B-214', placeName: 'Склад «Сокол»' };

describe('DocumentCard', () => {
  describe('given a signed contract', () => {
    it('should show the uuid, the active label, box, place and the download', async () => {
      renderKit(<DocumentCard {...base} label="active" downloadHref="/files/c.pdf" />);
      expect(screen.getByRole('heading', { name: 'Договор a1b2-c3d4' })).toBeInTheDocument();
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

  describe('given an archived contract', () => {
    it('should show the archived label', () => {
      renderKit(<DocumentCard {...base} label="archived" />, { locale: 'en' });
      expect(screen.getByText('Archived')).toBeInTheDocument();
    });
  });
});
