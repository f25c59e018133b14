import { BoxRow, BoxRowHead, BoxTable, type BoxRowProps } from './BoxRow.tsx';

/** A free 3 m² box on the second floor, for the stories and the tests. */
export const freeBox: BoxRowProps = {
  number: 'B-204',
  size: 3,
  floor: 2,
  depth: 2.12,
  width: 1.42,
  height: 2.2,
  monthRate: 5700,
  free: true,
  moreHref: '#box',
};

/** Rows inside the table with its head, as a warehouse's page lists them. */
export function inBoxTable(rows: BoxRowProps[]) {
  return (
    <BoxTable>
      <BoxRowHead />
      <tbody>
        {rows.map((r) => (
          <BoxRow key={r.number} {...r} />
        ))}
      </tbody>
    </BoxTable>
  );
}
