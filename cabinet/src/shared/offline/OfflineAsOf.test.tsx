import { screen } from '@testing-library/react';
import { renderScreen } from '../../test/render.tsx';
import { OfflineAsOf } from './OfflineAsOf.tsx';

// What the kept copy says of its time: the time alone today, the day and the time when it is older.

const now = new Date(2026, 10, 27, 9, 30);

describe('OfflineAsOf', () => {
  it('should say the time alone for an answer of today', () => {
    renderScreen(<OfflineAsOf at={new Date(2026, 10, 27, 8, 5).getTime()} now={now} />, { language: 'ru' });
    expect(screen.getByText('Данные на 08:05')).toBeInTheDocument();
  });

  it('should say the day with the time for an answer of another day, in Russian', () => {
    renderScreen(<OfflineAsOf at={new Date(2026, 10, 25, 14, 5).getTime()} now={now} />, { language: 'ru' });
    expect(screen.getByText('Данные на 25.11, 14:05')).toBeInTheDocument();
  });

  it('should say the day with the time for an answer of another day, in English', () => {
    renderScreen(<OfflineAsOf at={new Date(2026, 10, 25, 14, 5).getTime()} now={now} />, { language: 'en' });
    expect(screen.getByText('As of 25 Nov, 14:05')).toBeInTheDocument();
  });
});
