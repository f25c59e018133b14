import { esc, page } from './files.ts';

// The sandbox's payment page (HTML): the stand-in for both providers' hosted pages.

/** `return` with `payment=<outcome>&invoice=<number>` added, so the cabinet can say what happened. */
export function withOutcome(returnTo: string, outcome: string, invoice: string): string {
  return `${returnTo}${returnTo.includes('?') ? '&' : '?'}payment=${outcome}&invoice=${encodeURIComponent(invoice)}`;
}

export interface PayPageInput {
  ref: string;
  invoices: Array<{ number: string; price: number; status_id: number }>;
  provider: string;
  returnTo: string;
  message?: string;
  error?: boolean;
  /** the form is offered again (false once a provider's payment has ended) */
  canRetry?: boolean;
}

const money = (n: number) => n.toFixed(2);

export function payPage(x: PayPageInput): string {
  const first = x.invoices[0] as { number: string };
  const paid = x.invoices.every((i) => i.status_id === 3);
  const total = x.invoices.reduce((sum, i) => sum + i.price, 0);
  const numbers = x.invoices.map((i) => i.number).join(', ');
  const title = `Оплата счёта ${numbers}`;
  const provider = x.provider === 'yookassa' ? '<p><small>Второй платёжный провайдер (ЮKassa) / Second payment provider</small></p>' : '';
  const alert = x.message ? `<p role="alert" style="color:${x.error ? '#b00020' : '#1a7f37'}">${esc(x.message)}</p>` : '';
  const hidden = `<input type="hidden" name="ref" value="${esc(x.ref)}"><input type="hidden" name="return" value="${esc(x.returnTo)}">`;
  let body: string;
  if (paid) body = `<p>Счёт оплачен.</p><p><a href="${esc(withOutcome(x.returnTo, 'success', first.number))}">Вернуться в кабинет</a></p>`;
  else if (x.error && x.canRetry === false)
    body = `<p><a href="${esc(withOutcome(x.returnTo, 'declined', first.number))}">Вернуться / Back</a></p>`;
  else
    body = `<form method="post" action="/__sandbox/pay">${hidden}
<p><label>Номер карты / Card number<br><input name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required></label></p>
<p><label>Срок / Expiry<br><input name="exp" value="12/30" required></label> <label>CVC<br><input name="cvc" value="123" required></label></p>
<p><button type="submit">Оплатить / Pay</button></p>
<p><small>4242 4242 4242 4242 — успешно; 4000 0000 0000 0002 — отказ банка.</small></p></form>
${
  x.error
    ? `<p><a href="${esc(withOutcome(x.returnTo, 'declined', first.number))}">Вернуться / Back</a></p>`
    : `<form method="post" action="/__sandbox/pay/cancel">${hidden}<p><button type="submit">Отмена / Cancel</button></p></form>`
}`;
  return page(
    title,
    `<h1>Оплата счёта № ${esc(numbers)}</h1>
<p>Сумма: <strong>${esc(money(total))} ₽</strong></p>${provider}
${alert}
${body}`,
  );
}

/** The page for a link that is not the owner's (or has ended). */
export function refusedPage(message: string, returnTo: string): string {
  return page(
    'Оплата недоступна',
    `<h1>Оплата недоступна / Payment unavailable</h1>
<p role="alert">Ссылка на оплату недействительна: откройте оплату из личного кабинета. / ${esc(message)}</p>
<p><a href="${esc(returnTo)}">Вернуться / Back</a></p>`,
  );
}
