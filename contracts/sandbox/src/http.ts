import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

/** A failure answered in the contracts' error shape `{ success: false, message, error_code?, code? }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly code: string | number | undefined;
  readonly extra: Record<string, unknown>;
  /** The refusal keeps what the call wrote before it (a spent SMS attempt); every other refusal changes nothing. */
  readonly keepWrites: boolean;
  /** Headers of the answer (`Retry-After` of a refusal that says when to try again). */
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    message: string,
    opts: {
      errorCode?: string;
      code?: string | number;
      extra?: Record<string, unknown>;
      keepWrites?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.errorCode = opts.errorCode;
    this.code = opts.code;
    this.extra = opts.extra ?? {};
    this.keepWrites = opts.keepWrites ?? false;
    this.headers = opts.headers ?? {};
  }
  /** The same refusal, keeping what the call wrote before it (a counted wrong attempt). */
  kept(): HttpError {
    return new HttpError(this.status, this.message, {
      ...(this.errorCode !== undefined ? { errorCode: this.errorCode } : {}),
      ...(this.code !== undefined ? { code: this.code } : {}),
      extra: this.extra,
      keepWrites: true,
      headers: this.headers,
    });
  }
  toBody(): Record<string, unknown> {
    return {
      success: false,
      message: this.message,
      ...(this.errorCode !== undefined ? { error_code: this.errorCode } : {}),
      ...(this.code !== undefined ? { code: this.code } : {}),
      ...this.extra,
    };
  }
}

export const MAX_BODY_BYTES = 256 * 1024;

/** The request's body as text (413 beyond `MAX_BODY_BYTES`). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large', { errorCode: 'PAYLOAD_TOO_LARGE' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A body's JSON (undefined when the body is empty; 400 when it is not JSON). */
export function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed JSON', { errorCode: 'MALFORMED_JSON' });
  }
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  return parseJson(await readBody(req));
}

/**
 * A JSON answer. Compressed as the deployed nginx compresses the backend's answers (cabinet/deploy/nginx.conf.template:
 * `gzip on`, level 6, from 512 bytes, `application/json`), so a list travels the bench's slow network at its real size.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  const accepts = String(res.req?.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(text) >= 512 && /\bgzip\b/.test(accepts)) {
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' });
    res.end(zlib.gzipSync(text, { level: 6 }));
    return;
  }
  res.writeHead(status, headers);
  res.end(text);
}
