// Every path of the cabinet in one table (spec: ../shared/spec/routes.tsv), by the route's name. `app/routes.ts`
// builds its routes from these patterns and every in-app link or navigation is built by `pathTo`, so a path is
// spelled once. Patterns use wouter's `:param` and `:param?` syntax.

export const paths = {
  auth: '/auth',
  login: '/login',
  loginWithPhone: '/login-with-phone',
  loginPass: '/login-pass',
  register: '/register',
  restore: '/restore',
  passUnknown: '/pass-unknown',
  supportPublic: '/support-public',
  regPassword: '/reg-password',
  regStep1: '/reg-step-1',
  regStep2: '/reg-step-2',
  restorePassword: '/restore-password',
  setPassword: '/set-password',
  profile: '/',
  orders: '/orders',
  orderCheckStatus: '/order-view/:orderNumber/check-status',
  orderView: '/order-view/:orderNumber',
  documents: '/documents',
  /** a proposal beyond the spec: the accountant's period and its printable statement */
  documentsPeriod: '/documents/period',
  documentsStatement: '/documents/statement',
  documentView: '/document-view/:docId',
  documentSign: '/document-sign/:docId',
  documentAct: '/document-act',
  documentSigned: '/document-signed',
  createOrder: '/create-order/:wh_ids?/:sizes?/:av?',
  orderCreated: '/order-created/:orderId',
  storageBoxes: '/order-storage-boxes/wh_id/:wh_id/size/:size',
  storageView: '/order-storage-view/:wh_code',
  boxView: '/order-box-view/:wh_id/:box_id',
  support: '/support',
  supportRequest: '/support-request',
  supportOrderHelp: '/support-order-help',
} as const;

export type PathName = keyof typeof paths;

type Value = string | number;
/** The parameters a pattern names: `:x` required, `:x?` optional. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?` ? { [K in Optional]?: Value } : { [K in Name]: Value };

type Args<N extends PathName> = keyof ParamsOf<(typeof paths)[N]> extends never
  ? [params?: undefined, query?: Record<string, Value>]
  : [params: ParamsOf<(typeof paths)[N]>, query?: Record<string, Value>];

/**
 * The path of a route with its parameters (each encoded) and an optional query: `pathTo('orderView', { orderNumber: 1003 })`
 * is `/order-view/1003`. Missing optional parameters at the end are left out; commas are kept (sub-delimiters).
 */
export function pathTo<N extends PathName>(name: N, ...[params, query]: Args<N>): string {
  const values = (params ?? {}) as Record<string, Value | undefined>;
  const path = paths[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`pathTo(${name}): the parameter ${key} is missing`);
    }
    // commas stay as they are: the box search lists its filters comma-separated (`/create-order/MSK-01,MSK-02/,/available`)
    return `/${encodeURIComponent(String(value)).replace(/%2C/gi, ',')}`;
  });
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${path || '/'}${search ? `?${search}` : ''}`;
}
