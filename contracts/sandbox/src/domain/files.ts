import type { CustomerRow } from '../context.ts';
import type { AgreementRow, CellRow, OrderRow, PlaceRow } from './rows.ts';
import { ru } from './time.ts';

export function esc(s: unknown): string {
  return String(s ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1b1b1b;line-height:1.5}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left}
.stamp{border:2px solid #1a7f37;color:#1a7f37;padding:.5rem 1rem;display:inline-block;margin-top:1rem}
.sandbox{background:#fff4ce;padding:.3rem .6rem;font-size:.85rem}</style></head><body>
<p class="sandbox">Песочница: документ создан тестовым стендом / Sandbox document</p>${body}</body></html>`;
}

export function contractHtml(x: {
  a: AgreementRow;
  o: OrderRow;
  customer: CustomerRow;
  cell: CellRow;
  place: PlaceRow;
  signed: boolean;
  signedAt: string | null;
}): string {
  const { a, o, customer, cell, place } = x;
  const title = a.kind === 'act' ? `Акт № ${a.number}` : `Договор аренды бокса № ${a.number}`;
  return page(
    title,
    `<h1>${esc(title)}</h1>
<p>UUID: ${esc(a.uuid)}</p>
<table>
<tr><th>Арендатор</th><td>${esc(customer.fio ?? '')}${customer.legal_type === 1 ? ' (юридическое лицо)' : ''}, +${esc(customer.phone)}</td></tr>
<tr><th>Склад</th><td>${esc(place.name)}, ${esc(place.address)}</td></tr>
<tr><th>Бокс</th><td>${esc(cell.name)}, ${esc(cell.size)} м², этаж ${esc(cell.floor)}, ${esc(cell.length)} × ${esc(cell.width)} × ${esc(cell.height)} м</td></tr>
<tr><th>Заказ</th><td>№ ${esc(o.number)}</td></tr>
<tr><th>Срок аренды</th><td>${esc(ru(o.begin_date))} — ${esc(ru(o.end_date))}</td></tr>
<tr><th>Ставка</th><td>${esc(o.rate.toFixed(2))} ₽ за 30 дней, НДС 5% включён</td></tr>
<tr><th>Обеспечительный платёж</th><td>${esc(o.deposit.toFixed(2))} ₽</td></tr>
</table>
<p>Бронирование действует до 4 дней бесплатно. Заказ подтверждается в течение 5 дней подписанием договора и оплатой депозита.
При просрочке оплаты начисляется 250 ₽ на 14-й день и 1000 ₽ на 25-й день; на 30-й день договор расторгается.</p>
${x.signed ? `<div class="stamp">Подписано простой электронной подписью (ЭЦП + SMS) ${esc(x.signedAt ?? '')}</div>` : '<p><em>Не подписан</em></p>'}`,
  );
}

const palette = ['#5b8def', '#f2994a', '#27ae60', '#9b51e0', '#eb5757', '#2d9cdb'];

export function photoSvg(label: string, n: number): string {
  const color = palette[Math.abs(n) % palette.length] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${esc(label)}">
<rect width="800" height="500" fill="${color}"/>
<rect x="120" y="120" width="560" height="300" fill="#fff" opacity=".25"/>
<g fill="none" stroke="#fff" stroke-width="6"><rect x="180" y="180" width="160" height="240"/><rect x="360" y="180" width="160" height="240"/><rect x="540" y="180" width="100" height="240"/></g>
<text x="400" y="90" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${esc(label)}</text>
<text x="400" y="470" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">фото ${n}</text></svg>`;
}

export function mapHtml(place: PlaceRow, view: string): string {
  const titles: Record<string, string> = { road: 'Схема проезда', office: 'Схема офиса', tour: '3D-тур' };
  const title = `${titles[view] ?? view}: ${place.name}`;
  const body =
    view === 'tour'
      ? `<svg viewBox="0 0 400 220" width="100%" role="img" aria-label="3D"><polygon points="60,160 200,200 340,160 200,120" fill="#ddd"/><polygon points="60,60 60,160 200,200 200,100" fill="#bbb"/><polygon points="200,100 200,200 340,160 340,60" fill="#999"/></svg>`
      : view === 'office'
        ? `<svg viewBox="0 0 400 220" width="100%" role="img" aria-label="plan"><rect x="20" y="20" width="360" height="180" fill="#f4f4f4" stroke="#333"/><rect x="40" y="40" width="100" height="60" fill="#cde"/><text x="50" y="75" font-size="12">Офис</text><rect x="180" y="40" width="180" height="140" fill="#edc"/><text x="200" y="110" font-size="12">Боксы</text></svg>`
        : `<svg viewBox="0 0 400 220" width="100%" role="img" aria-label="map"><rect width="400" height="220" fill="#eaf2e3"/><path d="M0 150 L400 90" stroke="#888" stroke-width="14"/><path d="M150 0 L210 220" stroke="#aaa" stroke-width="10"/><circle cx="190" cy="118" r="10" fill="#e33"/><text x="205" y="112" font-size="12">${esc(place.name)}</text></svg>`;
  return page(title, `<h1>${esc(title)}</h1><p>${esc(place.address)}</p>${body}`);
}
