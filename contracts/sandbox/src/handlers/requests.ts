import type { Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import { parseDay, today } from '../domain/time.ts';
import { placeByCode } from './places.ts';
import { me, storeRequest } from './util.ts';

// Requests a customer sends (cargo, a box or storage request from the catalogue, a support request from the
// cabinet) and the catalogues and texts they need. Every request is stored (GET /__sandbox/requests).

const cargoLists = {
  list: [
    { id: 1, name: 'Переезд квартиры' },
    { id: 2, name: 'Переезд офиса' },
    { id: 3, name: 'Доставка вещей на склад' },
    { id: 4, name: 'Вывоз вещей со склада' },
  ],
  services: [
    { id: 1, name: 'Грузчики', price: 900 },
    { id: 2, name: 'Упаковка', price: 1500 },
    { id: 3, name: 'Разборка и сборка мебели', price: 2500 },
    { id: 4, name: 'Коробки и плёнка', price: null },
  ],
  timings: [
    { id: 1, name: '09:00–12:00' },
    { id: 2, name: '12:00–15:00' },
    { id: 3, name: '15:00–18:00' },
    { id: 4, name: '18:00–21:00' },
  ],
};

const terms: Record<'ru' | 'en', string> = {
  ru: '<h2>Пользовательское соглашение</h2><p>Песочница: условия использования личного кабинета аренды боксов. Регистрируясь, вы соглашаетесь на выпуск электронной подписи и обработку персональных данных.</p>',
  en: '<h2>Terms of service</h2><p>Sandbox: terms of use of the box rental cabinet. By registering you agree to the issuance of an electronic signature and to the processing of personal data.</p>',
};

/** A fault a provider state or a test plants for the next cargo request (409 or 405). */
export function cargoFault(sb: Sandbox): string | null {
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'cargo_fault'").get() as { value: string } | undefined;
  return row?.value ?? null;
}

export const requestsHandlers = {
  'general.cargoMovingTypes': () => ({ list: cargoLists.list }),
  'general.cargoServices': () => ({ services: cargoLists.services }),
  'general.cargoTiming': () => ({ timings: cargoLists.timings }),
  'general.cargoCreateRequest': (ctx) => {
    const { sb } = ctx;
    const b = ctx.body;
    const fault = cargoFault(sb);
    // unknown catalogue ids: validation error (605); a date in the past or an unknown warehouse: 409; the manager
    // service down (a provider state or POST /__sandbox/faults): 405
    const unknownIds =
      !cargoLists.list.some((x) => x.id === b.moving_type) ||
      !cargoLists.timings.some((x) => x.id === b.timing) ||
      !b.services.every((id) => cargoLists.services.some((x) => x.id === id));
    if (unknownIds) throw new HttpError(400, 'validation error', { code: 605 });
    const date = parseDay(b.date);
    if (fault === '409' || !date || date < today(sb) || !sb.db.prepare('SELECT 1 FROM places WHERE code = ?').get(b.place)) {
      throw new HttpError(409, 'incorrect conditions', { code: 409 });
    }
    if (fault === '405') throw new HttpError(405, 'request sending error', { code: 405 });
    const id = storeRequest(sb, 'cargo', ctx.customer?.id ?? null, 'POST /api/cargo/client/create-request', b);
    return { success: true, request_id: id };
  },
  'general.requestSimple': (ctx) => {
    const { sb } = ctx;
    const b = ctx.body;
    placeByCode(sb, String(b.place));
    const kind = b.budget !== undefined || b.size !== undefined ? 'box' : b.is_consent_checked !== undefined ? 'storage' : 'simple';
    if (kind === 'storage' && b.is_consent_checked !== true)
      throw new HttpError(400, 'consent is required', { errorCode: 'VALIDATION_ERROR' });
    const id = storeRequest(sb, kind, ctx.customer?.id ?? null, 'POST /api/request/simple', b);
    return { success: true, message: 'request sent', request_id: id };
  },
  'general.termsOfServices': (ctx) => ({ content: terms[ctx.body.language] }),

  'cabinet.requestClientSimple': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const b = ctx.body;
    const text = `${b.request_name} ${b.request_comment}`;
    // a request that names another customer's agreement is refused as not found
    for (const uuid of text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []) {
      const owner = sb.db.prepare('SELECT customer_id FROM agreements WHERE uuid = ?').get(uuid.toLowerCase()) as
        { customer_id: number } | undefined;
      if (owner && owner.customer_id !== c.id)
        throw new HttpError(404, 'order item not found', { errorCode: 'ORDER_NOT_FOUND', code: 404 });
    }
    const kind = /close|расторж|закры/i.test(b.request_name)
      ? 'contract-close'
      : /help|помощ|заказ|order/i.test(b.request_name)
        ? 'order-help'
        : 'support';
    const id = storeRequest(sb, kind, c.id, 'POST /api/request/client/simple', b);
    return { success: true, message: 'request sent', request_id: id };
  },
} satisfies HandlerGroup;
