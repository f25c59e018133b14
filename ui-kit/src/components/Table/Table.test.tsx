import { screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './Table.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

interface Box {
  id: string;
  number: string;
  price: string;
}
const columns: TableColumn<Box>[] = [
  { key: 'number', header: 'Номер', primary: true },
  { key: 'price', header: 'Цена', align: 'end', render: (r) => <strong>{r.price}</strong> },
];

describe('Table', () => {
  it('should be a captioned table with headers and rendered cells', async () => {
    renderKit(<Table caption="Боксы" columns={columns} rows={[{ id: '1', number: 'A-101', price: '3 900 ₽' }]} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Боксы' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Номер', 'Цена']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[0]).toHaveTextContent('A-101');
    await expectNoAxeViolations();
  });

  it('should carry the label of each value for the phone card', () => {
    renderKit(<Table caption="Боксы" columns={columns} rows={[{ id: '1', number: 'A-101', price: '3 900 ₽' }]} getRowKey={(r) => r.id} />);
    expect(screen.getAllByRole('cell')[1]).toHaveTextContent('Цена3 900 ₽');
  });

  describe('given no rows', () => {
    it('should say there is no data', async () => {
      renderKit(<Table caption="Боксы" columns={columns} rows={[]} getRowKey={(r) => r.id} />, { locale: 'en' });
      expect(screen.getByText('No data')).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });
});
