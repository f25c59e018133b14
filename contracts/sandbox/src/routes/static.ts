import { HttpError } from '../http.ts';
import type { PlaceRow } from '../domain/rows.ts';
import { mapHtml, photoSvg } from '../domain/files.ts';
import { checkFileLink } from '../domain/file-links.ts';
import { tokenOf } from '../session.ts';
import { noRoute, sendText, type SandboxRoute } from './route.ts';

// What the sandbox serves itself: the customers' files ('cloud storage'), warehouse and box photos, map frames.

/** What a browser shows for a file link that is not (or no longer) valid: where to get a fresh one. */
function linkRefused(status: 403 | 410): string {
  const ru = status === 410 ? 'Ссылка на документ устарела.' : 'Ссылка на документ недействительна.';
  const en = status === 410 ? 'This document link has expired.' : 'This document link is not valid.';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${ru}</title></head><body><h1>${ru}</h1><p>Откройте документ в личном кабинете заново.</p><p lang="en">${en} Open the document from your cabinet again.</p></body></html>`;
}

export const staticRoutes: readonly SandboxRoute[] = [
  {
    method: 'GET',
    path: /^\/files\//,
    handle: ({ sb, req, res, url }) => {
      // a signed link of limited time (domain/file-links.ts), checked before anything about the file is looked up
      const link = checkFileLink(sb, url);
      if (link !== 'ok') {
        const status = link === 'expired' ? 410 : 403;
        // a browser that opened the link reads a page; a program, the error shape
        if (/text\/html/.test(String(req.headers.accept ?? ''))) {
          sendText(res, status, 'text/html; charset=utf-8', linkRefused(status));
          return;
        }
        if (link === 'expired')
          throw new HttpError(410, 'the file link has expired, open the document again', { errorCode: 'FILE_LINK_EXPIRED', code: 410 });
        throw new HttpError(403, 'the file link is not valid', { errorCode: 'FILE_LINK_INVALID', code: 403 });
      }
      // a file a test told the sandbox to fail (`POST /__sandbox/faults {file}`): the storage breaks on it
      const fault = sb.db.prepare("SELECT value FROM meta WHERE key = 'file_fault'").get() as { value: string } | undefined;
      if (fault?.value === url.pathname) throw new HttpError(500, 'storage unavailable', { errorCode: 'FILE_FAULT', code: 500 });
      const row = sb.db
        .prepare('SELECT customer_id, filename, content_type, content, ready_at FROM files WHERE path = ?')
        .get(url.pathname) as
        { customer_id: number | null; filename: string; content_type: string; content: string; ready_at: string | null } | undefined;
      if (!row || (row.ready_at && Date.parse(row.ready_at) > sb.clock.nowMs()))
        throw new HttpError(404, 'file not found', { errorCode: 'FILE_NOT_FOUND', code: 404 });
      // a request that carries a session may only read its own customer's files
      const token = tokenOf(req.headers);
      if (token) {
        const owner = sb.db.prepare('SELECT customer_id FROM sessions WHERE token = ?').get(token) as { customer_id: number } | undefined;
        if (!owner || owner.customer_id !== row.customer_id)
          throw new HttpError(404, 'file not found', { errorCode: 'FILE_NOT_FOUND', code: 404 });
      }
      const download = url.searchParams.has('download');
      sendText(res, 200, row.content_type, row.content, {
        'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/static\/photos\/(places|cells)\/([^/]+)\/(\d+)\.svg$/,
    handle: ({ res, match }) => {
      const [, kind, name, n] = match as RegExpExecArray;
      const label = decodeURIComponent(name as string);
      sendText(
        res,
        200,
        'image/svg+xml; charset=utf-8',
        photoSvg(kind === 'cells' ? `Бокс ${label.replace('_', '–')} м²` : label, Number(n)),
        {
          'Cache-Control': 'public, max-age=86400',
        },
      );
    },
  },
  {
    method: 'GET',
    path: /^\/static\/maps\/([^/]+)\/(road|office|tour)\.html$/,
    handle: ({ sb, res, url, match }) => {
      const [, code, view] = match as RegExpExecArray;
      const place = sb.db.prepare('SELECT * FROM places WHERE code = ?').get(decodeURIComponent(code as string)) as PlaceRow | undefined;
      if (!place || !JSON.parse(place.data).maps) throw noRoute('GET', url.pathname);
      sendText(res, 200, 'text/html; charset=utf-8', mapHtml(place, view as string));
    },
  },
];
