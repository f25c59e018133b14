import { cabinet } from '@sb/contracts';
import type { Handler, CustomerRow } from '../context.ts';
import { HttpError } from '../http.ts';

function findByPhone(ctx: Parameters<Handler>[0], phone: string): CustomerRow | undefined {
  return ctx.sb.db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined;
}

export const authHandlers: Record<string, Handler> = {
  [cabinet.checkPhone.id]: (ctx) => {
    const customer = findByPhone(ctx, ctx.body.phone);
    if (!customer) throw new HttpError(404, 'user not found in database', { errorCode: 'USER_NOT_FOUND' });
    return { need_sms: customer.need_sms === 1, name: customer.fio };
  },
};
