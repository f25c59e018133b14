import type http from 'node:http';
import type { Sandbox } from '../context.ts';
import { HttpError, readBody, readJson, sendJson } from '../http.ts';
import { transaction } from '../transaction.ts';
import { authenticate, tokenOf } from '../session.ts';
import { INVOICE_PAID } from '../domain/rows.ts';
import { TEST_CARDS, cardRef, clearPending, markPending, ownInvoice, payWithCard, readRef, type PaymentRef } from '../domain/payments.ts';
import { payPage, refusedPage, withOutcome } from '../domain/payment-page.ts';
import { sendText, type RouteCall, type SandboxRoute } from './route.ts';

// The sandbox's payment page and its JSON twin for tests. Every route needs the invoice's owner: a payment
// reference issued to the owner (`ref`: the cabinet gets one from POST /__sandbox/pay/start with its session, or
// the second provider's confirmation token), or, for the JSON routes, the owner's session in X-SB-API-KEY.

function sendHtml(res: http.ServerResponse, status: number, body: string): void {
  sendText(res, status, 'text/html; charset=utf-8', body);
}

async function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json')) return ((await readJson(req)) ?? {}) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

/** An origin nothing can be: a return is resolved against it and must stay on it. */
const CABINET_ORIGIN = 'https://cabinet.invalid';

/**
 * Where the page may send the customer back: only a path of the cabinet's own origin (the page is served on it,
 * through the cabinet's proxy). It must start with a single `/` (not `//` or `/\`, which browsers read as another
 * host), and resolved against the cabinet's origin it must stay there; the normalised path is what is used, so
 * what is sent back is what was checked. Anything else returns to /orders.
 */
export function safeReturn(value: string | null | undefined): string {
  const fallback = '/orders';
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, CABINET_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== CABINET_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Runs a page route: its owner check and writes in one transaction; a refusal answers an HTML page. */
function pageCall(res: http.ServerResponse, returnTo: string, fn: () => void, sb: Sandbox): void {
  try {
    transaction(sb, fn);
  } catch (e) {
    if (!(e instanceof HttpError) || e.status === 413) throw e;
    sendHtml(res, e.status, refusedPage(e.message, returnTo));
  }
}

/** What a form of the page posts to: its payment reference, read inside the page call, and where to return. */
interface FormCall extends Pick<RouteCall, 'sb' | 'res'> {
  form: Record<string, string>;
  ref: PaymentRef;
  returnTo: string;
}

/** A POST route of the page's form: the reference and the return are read the same way for every button. */
function formRoute(path: string, act: (call: FormCall) => void): SandboxRoute {
  return {
    method: 'POST',
    path,
    handle: async ({ sb, req, res }) => {
      const form = await readForm(req);
      const returnTo = safeReturn(form.return);
      pageCall(res, returnTo, () => act({ sb, res, form, ref: readRef(sb, form.ref), returnTo }), sb);
    },
  };
}

const fresh = (sb: Sandbox, ref: PaymentRef): PaymentRef => ({
  ...ref,
  invoices: ref.invoices.map((i) => sb.db.prepare('SELECT * FROM invoices WHERE id = ?').get(i.id) as unknown as typeof i),
});

export const paymentRoutes: readonly SandboxRoute[] = [
  // the owner's session asks for a payment reference of an invoice (what the cabinet does in local development)
  {
    method: 'POST',
    path: '/__sandbox/pay/start',
    handle: async ({ sb, req, res }) => {
      const body = ((await readJson(req)) ?? {}) as { invoice?: string; return?: string };
      const answer = transaction(sb, () => {
        const inv = ownInvoice(sb, authenticate(sb, tokenOf(req.headers)), String(body.invoice ?? ''));
        if (inv.status_id === INVOICE_PAID)
          throw new HttpError(400, `invoice ${inv.number} is already paid`, { errorCode: 'INVOICE_PAID' });
        const ref = cardRef(sb, inv);
        const back = body.return ? `&return=${encodeURIComponent(safeReturn(body.return))}` : '';
        return { ref, payment_page: `/__sandbox/pay?ref=${encodeURIComponent(ref)}${back}` };
      });
      sendJson(res, 200, answer);
    },
  },

  // the page: opening it marks the invoices pending
  {
    method: 'GET',
    path: '/__sandbox/pay',
    handle: ({ sb, res, url }) => {
      const returnTo = safeReturn(url.searchParams.get('return'));
      const refText = url.searchParams.get('ref') ?? '';
      pageCall(
        res,
        returnTo,
        () => {
          const ref = readRef(sb, refText);
          markPending(sb, ref.invoices, ref.paymentId);
          sendHtml(res, 200, payPage({ ref: refText, invoices: fresh(sb, ref).invoices, provider: ref.provider, returnTo }));
        },
        sb,
      );
    },
  },

  formRoute('/__sandbox/pay', ({ sb, res, form, ref, returnTo }) => {
    const result = payWithCard(sb, ref, form.card ?? '');
    if (result.success) {
      res.writeHead(303, { Location: withOutcome(returnTo, 'success', result.invoice) });
      res.end();
      return;
    }
    sendHtml(
      res,
      402,
      payPage({
        ref: form.ref ?? '',
        invoices: fresh(sb, ref).invoices,
        provider: ref.provider,
        returnTo,
        message: `Оплата отклонена / Payment declined: ${result.message}`,
        error: true,
        canRetry: ref.provider === 'sandbox-card',
      }),
    );
  }),

  // cancel: nothing is charged, the pending mark is cleared
  formRoute('/__sandbox/pay/cancel', ({ sb, res, ref, returnTo }) => {
    clearPending(
      sb,
      ref.invoices.filter((i) => i.status_id !== INVOICE_PAID),
      'cancelled',
    );
    res.writeHead(303, { Location: withOutcome(returnTo, 'cancelled', (ref.invoices[0] as { number: string }).number) });
    res.end();
  }),

  // JSON for tests: {invoice, card?} with the owner's session, or {ref, card?}
  {
    method: 'POST',
    path: '/__sandbox/pay-invoice',
    handle: async ({ sb, req, res }) => {
      const body = ((await readJson(req)) ?? {}) as { invoice?: string; ref?: string; card?: string };
      const result = transaction(sb, () => {
        let ref: PaymentRef;
        if (body.ref) ref = readRef(sb, body.ref);
        else {
          if (!req.headers['x-sb-api-key'])
            throw new HttpError(403, "paying needs the invoice owner's session or payment reference", {
              errorCode: 'PAYMENT_FORBIDDEN',
              code: 403,
            });
          const inv = ownInvoice(sb, authenticate(sb, tokenOf(req.headers)), String(body.invoice ?? ''));
          ref = readRef(sb, cardRef(sb, inv));
        }
        return payWithCard(sb, ref, body.card ?? TEST_CARDS.success);
      });
      sendJson(res, result.success ? 200 : 402, result);
    },
  },
];
