import { ApiError, errorMessageIds } from '@sb/contracts';
import { cargoErrorId, cargoSchema } from './CargoRequestDialog.tsx';

describe('given a failed cargo request', () => {
  it('should read 409, 405 and 605 as three distinct cargo messages, never the generic one', () => {
    const ids = ['409', '405', '605'].map(
      (code) => cargoErrorId(new ApiError({ kind: 'http', endpoint: 'general.cargoCreateRequest', status: 400, code })).id,
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect([errorMessageIds.unknownCode, errorMessageIds.unexpected]).not.toContain(id);
    const byStatus = cargoErrorId(new ApiError({ kind: 'http', endpoint: 'general.cargoCreateRequest', status: 405 }));
    expect(byStatus.id).toBe(ids[1]);
  });
});

describe('given the cargo form rules', () => {
  const today = new Date(2026, 10, 22);
  const valid = {
    movingType: '1',
    services: [],
    timing: '2',
    date: '25.11.2026',
    addressFrom: 'Москва, ул. Ленина, 1',
    contactName: 'Иван',
    contactPhone: '+7 (999) 000-00-01',
  };
  it('should accept a complete request', () => {
    expect(cargoSchema(today).safeParse(valid).success).toBe(true);
  });
  it('should reject a past date and a short phone', () => {
    const r = cargoSchema(today).safeParse({ ...valid, date: '20.11.2026', contactPhone: '+7 (999' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['orders.cargo.datePast', 'phoneFormat']);
  });
});
