import { test } from '../fixtures.ts';
import { loginAs } from '../fixtures.ts';
import {
  downloadsAQuarter,
  legal,
  linksTheWayToTheBox,
  printsTheStatement,
  resetMidQuarter,
  retriesAFailedDownload,
  type PeriodWords,
} from './period.helpers.ts';

// Документы за период по-русски на 375 px: квартал одним архивом, выписка для печати, как добраться.

const ROMAN = ['I', 'II', 'III', 'IV'];
const words: PeriodWords = {
  documents: 'Документы',
  periodTitle: 'Документы за период',
  periodOpen: 'Выбрать период и скачать',
  monthRadio: 'Месяц',
  quarterRadio: 'Квартал',
  quarterField: 'Квартал',
  quarterName: (q, y) => `${ROMAN[q - 1]} квартал ${y}`,
  download: 'Скачать архив',
  ready: /^Архив готов: ООО Ромашка_\d{4}-Q[1-4]\.zip$/,
  missingNote: /^1 файл не удалось загрузить: он указан в README\.txt архива$/,
  folder: (order) => `Заказ ${order}`,
  contract: (n) => `Договор ${n}`,
  act: (n) => `Акт ${n}`,
  csvHeader: 'Счёт;Заказ;Бокс;Период с;Период по;Сумма, ₽;НДС, ₽;Оплачен',
  yes: 'да',
  no: 'нет',
  invoice: (n) => `Счёт № ${n}`,
  paidBadge: 'Оплачен',
  statementLink: 'Выписка за период для печати',
  statementHeading: /^Выписка за период \d{2}\.\d{2}\.\d{4} — \d{2}\.\d{2}\.\d{4}$/,
  informational: 'Справочная выписка, не является бухгалтерским документом',
  print: 'Печать',
  wayTitle: 'Как добраться',
  yandex: 'Яндекс Карты',
  twoGis: '2ГИС',
  device: 'В приложении карт телефона',
};

test.beforeEach(async ({ page, sandbox }) => {
  await resetMidQuarter(sandbox);
  await loginAs(page, legal.phone, legal.password);
});

test('организация скачивает квартал: договоры по заказам, payments.csv как на страницах заказов, README с файлом, который не загрузился', async ({
  page,
  sandbox,
}) => {
  await downloadsAQuarter(page, sandbox, words, 'ru');
});

test('выписка за период печатается без навигации кабинета', async ({ page, checkA11y }) => {
  await printsTheStatement(page, words, checkA11y);
});

test('на странице заказа склад открывается в картах по адресу', async ({ page }) => {
  await linksTheWayToTheBox(page, words);
});

test('скачивание, которое не удалось, говорит почему и повторяется', async ({ page }) => {
  await retriesAFailedDownload(page, { ...words, failed: /^Нет связи с сервером/, retry: 'Повторить' });
});
