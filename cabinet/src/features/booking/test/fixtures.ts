import type { Box, Place, SizeEntry } from '@sb/contracts';

// Answers of the sandbox's shape for the booking screens' tests.

export const place = (code: string, name: string, city = 'Москва', extra: Partial<Place> = {}): Place => ({
  id: code.length,
  code,
  name,
  address: `${city}, улица ${name}, 1`,
  phone: '+7 (495) 120-00-01',
  city_name: city,
  subway: 'Сокол',
  photo: null,
  photos: [],
  managers: [{ first_name: 'Анна', last_name: 'Белова', position: 'Управляющая складом' }],
  complectation: [{ uuid: 1 }, { uuid: 6 }],
  work_hours: [],
  ...extra,
});

export const places: Place[] = [
  place('MSK-01', 'Склад «Сокол»'),
  place('MSK-04', 'Склад «ВДНХ»'),
  place('KHM-01', 'Склад «Химки»', 'Химки'),
];

export const sizes: SizeEntry[] = [
  { place_code: 'MSK-01', size: 0.04, count: 2, month_rate: 1390, free: true },
  { place_code: 'MSK-01', size: 3, count: 10, month_rate: 5700, free: true },
  { place_code: 'MSK-01', size: 40, count: 0, month_rate: 52000, free: false },
  { place_code: 'MSK-04', size: 12.5, count: 1, month_rate: 20000, free: true },
  { place_code: 'KHM-01', size: 2, count: 1, month_rate: 3200, free: true },
];

export const box = (n: number, extra: Partial<Box> = {}): Box => ({
  cell_id: 2000 + n,
  name: `B-${200 + n}`,
  size: 3,
  floor: 2,
  length: 2.12,
  width: 1.42,
  height: 2.2,
  month_rate: 5700,
  free: true,
  status: 'free',
  place: 'MSK-01',
  code: `B-${200 + n}`,
  ...extra,
});

export const calc = (payDays: number) => ({
  sum_without_disount: 190 * payDays,
  sum_with_discount: payDays >= 90 ? Math.round(190 * payDays * 0.95) : 190 * payDays,
  discount: { name: payDays >= 90 ? 'Скидка 5% при оплате от 3 месяцев' : null, percent: payDays >= 90 ? 5 : 0 },
  only_price: true,
  total_summ: (payDays >= 90 ? Math.round(190 * payDays * 0.95) : 190 * payDays) + 5700,
  deposit_summ: 5700,
});
