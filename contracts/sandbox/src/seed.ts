import type { Db } from './db/database.ts';
import { tx } from './db/database.ts';
import type { Clock } from './clock.ts';

/** Demo accounts, listed in the README and docs/sandbox.md. */
export const demo = {
  individual: { phone: '79990000001', password: 'Demo12345', pin: '123456', fio: 'Иванов Иван Иванович' },
  freshPhone: '79990000099',
} as const;

export function isSeeded(db: Db): boolean {
  return Number((db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n) > 0;
}

export function seed(db: Db, clock: Clock): void {
  const now = clock.now().toISOString();
  tx(db, () => {
    const insert = db.prepare(
      'INSERT INTO customers (phone, password, pin, need_sms, legal_type, fio, birthday, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run(demo.individual.phone, demo.individual.password, demo.individual.pin, 0, 0, demo.individual.fio, '01.01.1985', now);
  });
}
