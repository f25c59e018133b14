import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrderView } from '../test/orderView.tsx';
import { anOrder, day } from '../testData.ts';

jest.setTimeout(20_000);

// 'Add to calendar' never makes an event and a reminder in the past

const view = renderOrderView;

/** The files the page hands to the browser's download. */
function capturedFiles(): Blob[] {
  const files: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (files.push(blob), 'blob:ics') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  return files;
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    // folded lines joined again (RFC 5545 3.1)
    reader.onload = () => resolve(String(reader.result).replace(/\r\n /g, ''));
    reader.readAsText(blob);
  });

describe('add to calendar', () => {
  it('should not be offered once paid-until has passed', async () => {
    view(anOrder({ state: 'debt', cell: { paid_until: day(-2) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Бокс A-214' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
  });

  it('should remind on the days that are left when fewer than three are, never before today', async () => {
    const files = capturedFiles();
    view(anOrder({ cell: { paid_until: day(1) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в календарь' }));
    const text = await textOf(files[0]!);
    expect(text).toContain('TRIGGER:-P1D');
    expect(text).toContain('заканчивается через 1 день');
  });

  it('should remind three days before when more are left', async () => {
    const files = capturedFiles();
    view(anOrder({ cell: { paid_until: day(20) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в календарь' }));
    const text = await textOf(files[0]!);
    expect(text).toContain('TRIGGER:-P3D');
    expect(text).toContain('заканчивается через 3 дня');
  });
});
