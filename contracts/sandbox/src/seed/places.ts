import type { Db } from '../db/database.ts';
import { uuidFrom, type PlaceData } from '../domain/rows.ts';

// The demo world's warehouses and boxes.

export const cities = [
  { id: 1, name: 'Москва', name_en: 'Moscow', is_default: 1 },
  { id: 2, name: 'Химки', name_en: 'Khimki', is_default: 0 },
  { id: 3, name: 'Санкт-Петербург', name_en: 'Saint Petersburg', is_default: 0 },
  { id: 4, name: 'Красногорск', name_en: 'Krasnogorsk', is_default: 0 },
];

const hours = (from: string, to: string) => [{ time_from: from, time_to: to }];
const mgr = (first_name: string, last_name: string, position: string | null) => ({ first_name, last_name, position });

/** Warehouses: 9, in the 4 cities; 5 with map previews; the place code KRG-02 pays through the second provider. */
export const places: Array<{
  id: number;
  code: string;
  name: string;
  city: number;
  address: string;
  phone: string;
  subway: string | null;
  factor: number;
  data: PlaceData;
}> = [
  {
    id: 1,
    code: 'MSK-01',
    name: 'Склад на Тверской',
    city: 1,
    address: 'Москва, ул. Тверская, 1',
    phone: '+7 (495) 000-00-01',
    subway: 'Тверская',
    factor: 1,
    data: {
      managers: [mgr('Анна', 'Белова', 'Управляющая складом'), mgr('Игорь', 'Крылов', 'Менеджер')],
      services: [1, 5, 6, 7, 8, 9, 10],
      work_hours: hours('09:00', '21:00'),
      photos: 4,
      maps: true,
      climate: true,
    },
  },
  {
    id: 2,
    code: 'MSK-02',
    name: 'Склад «Нагатинская»',
    city: 1,
    address: 'Москва, Варшавское шоссе, 47к4',
    phone: '+7 (495) 120-00-02',
    subway: 'Нагатинская',
    factor: 1,
    data: {
      managers: [mgr('Сергей', 'Орлов', 'Управляющий складом')],
      services: [5, 6, 9, 10],
      work_hours: [],
      photos: 3,
      maps: true,
      climate: false,
    },
  },
  {
    id: 3,
    code: 'MSK-03',
    name: 'Склад «Белорусская»',
    city: 1,
    address: 'Москва, улица Лесная, 20с3',
    phone: '+7 (495) 120-00-03',
    subway: 'Белорусская',
    factor: 1.1,
    data: {
      managers: [mgr('Мария', 'Лебедева', 'Менеджер по работе с клиентами')],
      services: [1, 5, 8, 10],
      work_hours: hours('10:00', '20:00'),
      photos: 3,
      maps: true,
      climate: true,
    },
  },
  {
    id: 4,
    code: 'MSK-04',
    name: 'Склад «ВДНХ»',
    city: 1,
    address: 'Москва, проспект Мира, 119с5',
    phone: '+7 (495) 120-00-04',
    subway: 'ВДНХ',
    factor: 1,
    data: { managers: [mgr('Олег', 'Титов', null)], services: [5, 6, 9], work_hours: [], photos: 2, maps: false, climate: false },
  },
  {
    id: 5,
    code: 'KHM-01',
    name: 'Склад «Химки»',
    city: 2,
    address: 'Химки, Ленинградское шоссе, 1Г',
    phone: '+7 (495) 120-00-05',
    subway: 'Ховрино',
    factor: 0.85,
    data: {
      managers: [mgr('Ирина', 'Зайцева', 'Управляющая складом')],
      services: [5, 6, 7, 9, 10],
      work_hours: hours('09:00', '20:00'),
      photos: 3,
      maps: true,
      climate: false,
    },
  },
  {
    id: 6,
    code: 'SPB-01',
    name: 'Склад «Московская»',
    city: 3,
    address: 'Санкт-Петербург, Московский проспект, 200',
    phone: '+7 (812) 300-00-06',
    subway: 'Московская',
    factor: 0.9,
    data: {
      managers: [mgr('Павел', 'Смирнов', 'Управляющий складом'), mgr('Юлия', 'Котова', 'Менеджер')],
      services: [1, 5, 6, 7, 8, 9, 10],
      work_hours: hours('10:00', '22:00'),
      photos: 4,
      maps: true,
      climate: true,
    },
  },
  {
    id: 7,
    code: 'SPB-02',
    name: 'Склад «Приморская»',
    city: 3,
    address: 'Санкт-Петербург, улица Наличная, 36',
    phone: '+7 (812) 300-00-07',
    subway: 'Приморская',
    factor: 0.9,
    data: { managers: [], services: [5, 10], work_hours: [], photos: 2, maps: false, climate: false },
  },
  {
    id: 8,
    code: 'KRG-01',
    name: 'Склад «Красногорск»',
    city: 4,
    address: 'Красногорск, Ильинское шоссе, 4',
    phone: '+7 (495) 120-00-08',
    subway: 'Мякинино',
    factor: 0.8,
    data: {
      managers: [mgr('Денис', 'Волков', 'Менеджер')],
      services: [6, 9],
      work_hours: hours('10:00', '19:00'),
      photos: 2,
      maps: false,
      climate: false,
    },
  },
  {
    id: 9,
    code: 'KRG-02',
    name: 'Склад «Павшинская пойма»',
    city: 4,
    address: 'Красногорск, бульвар Космонавтов, 11',
    phone: '+7 (495) 120-00-09',
    subway: null,
    factor: 0.8,
    data: {
      managers: [mgr('Татьяна', 'Егорова', 'Управляющая складом')],
      services: [1, 6, 8],
      work_hours: hours('08:00', '20:00'),
      photos: 2,
      maps: false,
      climate: false,
      payment_provider: 'yookassa',
    },
  },
];

/** Sizes in m2 by class: mini 0.02-0.08, small 0.5-6, medium 6-16, large 15-99. */
const sizePlan: Array<{ size: number; count: number }> = [
  { size: 0.04, count: 2 },
  { size: 0.08, count: 2 },
  { size: 1, count: 2 },
  { size: 2, count: 2 },
  { size: 3, count: 3 },
  { size: 4.5, count: 2 },
  { size: 6, count: 1 },
  { size: 8, count: 2 },
  { size: 10, count: 2 },
  { size: 12.5, count: 1 },
  { size: 16, count: 1 },
  { size: 18, count: 1 },
  { size: 25, count: 1 },
  { size: 40, count: 1 },
];

function rateFor(size: number, factor: number): number {
  const base = size < 0.5 ? 990 + size * 10000 : size <= 6 ? size * 1900 : size <= 16 ? size * 1600 : size * 1300;
  return Math.round(base * factor);
}

function dims(size: number): { length: number; width: number; height: number } {
  if (size < 0.5) {
    const side = Math.round(Math.sqrt(size) * 100) / 100;
    return { length: side, width: Math.round((size / side) * 100) / 100, height: 0.5 };
  }
  const length = Math.round(Math.sqrt(size * 1.5) * 100) / 100;
  const width = Math.round((size / length) * 100) / 100;
  return { length, width, height: size <= 6 ? 2.2 : size <= 16 ? 2.5 : 3 };
}

/** Cities, warehouses and their boxes (locks and rented-by-others boxes among them). */
export function seedPlaces(db: Db): void {
  for (const c of cities)
    db.prepare('INSERT INTO cities (id, name, name_en, is_default) VALUES (?,?,?,?)').run(c.id, c.name, c.name_en, c.is_default);
  const insCell = db.prepare(
    'INSERT INTO cells (id, place_id, name, size, floor, floor_cell_number, length, width, height, month_rate, status, lock_status, lock_bu_uuid, lock_cu_id, lock_number, climate) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  let cellId = 2000;
  for (const p of places) {
    db.prepare('INSERT INTO places (id, code, name, city_id, address, phone, subway, data) VALUES (?,?,?,?,?,?,?,?)').run(
      p.id,
      p.code,
      p.name,
      p.city,
      p.address,
      p.phone,
      p.subway,
      JSON.stringify(p.data),
    );
    const perFloor: Record<number, number> = {};
    let i = 0;
    const plan = p.code === 'MSK-01' ? [{ size: 2.5, count: 2 }, ...sizePlan, { size: 3, count: 20 }] : sizePlan;
    for (const { size, count } of plan) {
      for (let k = 0; k < count; k++) {
        i += 1;
        const floor = size < 0.5 ? 1 : 1 + ((i - 1) % 3);
        perFloor[floor] = (perFloor[floor] ?? 0) + 1;
        const fcn = `${String.fromCharCode(64 + floor)}-${floor * 100 + (perFloor[floor] as number)}`;
        cellId += 1;
        const d = dims(size);
        // every 5th box is rented by someone else; size 40 in MSK-NAG only by request
        const ordered = i % 5 === 0 || (p.code === 'MSK-02' && size === 40);
        const lock = i % 9 === 0 ? 'unregistered' : i === 11 ? 'error' : i === 13 ? 'inactive' : 'locked';
        insCell.run(
          cellId,
          p.id,
          fcn,
          size,
          floor,
          fcn,
          d.length,
          d.width,
          d.height,
          rateFor(size, p.factor),
          ordered ? 'ordered' : 'free',
          lock,
          lock === 'unregistered' ? null : uuidFrom(`lock-${p.code}`),
          lock === 'unregistered' ? null : floor,
          lock === 'unregistered' ? null : i,
          p.data.climate ? 1 : 0,
        );
      }
    }
  }
}
