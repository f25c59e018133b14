import { cabinet, type ApiClient } from '@sb/contracts';

/** The two request forms of the cabinet; the value travels as `request_name` (docs/decisions.md). */
export type SupportRequestKind = 'tech-support' | 'order-help';

export const MAX_REQUEST_LENGTH = 2000;

/** POST /api/request/client/simple with the customer's text. */
export const sendSupportRequest = (api: ApiClient, kind: SupportRequestKind, comment: string) =>
  api.call(cabinet.requestClientSimple, { body: { request_name: kind, request_comment: comment } });
