// The period's ZIP, made in the browser by client-zip (docs/decisions.md): files are fetched one at a time and
// streamed into the archive as they come, so only the archive itself is held (never each file and the archive).
// A file that cannot be fetched is left out and named in README.txt; the download goes on.

export interface ArchiveEntry {
  /** the path inside the archive, e.g. `Заказ 2001/Договор D-2001.html` */
  path: string;
  url: string;
}

export interface ArchiveInput {
  entries: ArchiveEntry[];
  /** made here, written after the fetched files (payments.csv) */
  extras: Array<{ path: string; text: string }>;
  /** README.txt's text, given the paths that could not be fetched */
  readme: (missing: string[]) => string;
  /** fetches one file (the customer's own link); a non-2xx answer or a throw makes it missing */
  fetchFile: (url: string, signal: AbortSignal) => Promise<Response>;
  /** called after each file: how many were tried, how many are missing */
  onProgress?: (done: number, missing: number) => void;
  signal: AbortSignal;
  /** the date written on every entry */
  lastModified?: Date;
}

export async function buildArchive(input: ArchiveInput): Promise<{ blob: Blob; missing: string[] }> {
  const { entries, extras, readme, fetchFile, onProgress, signal } = input;
  const lastModified = input.lastModified ?? new Date();
  const missing: string[] = [];
  async function* files() {
    let done = 0;
    for (const entry of entries) {
      signal.throwIfAborted();
      let answer: Response | null = null;
      try {
        const res = await fetchFile(entry.url, signal);
        if (res.ok && res.body) answer = res;
        else void res.body?.cancel();
      } catch (e) {
        signal.throwIfAborted();
        void e; // a file that fails is listed as missing, the others still come
      }
      done += 1;
      if (!answer) missing.push(entry.path);
      onProgress?.(done, missing.length);
      if (answer) yield { name: entry.path, input: answer, lastModified };
    }
    for (const extra of extras) yield { name: extra.path, input: extra.text, lastModified };
    yield { name: 'README.txt', input: readme(missing), lastModified };
  }
  // the library comes with the first download, not with the documents screen
  const { downloadZip } = await import('client-zip');
  const blob = await downloadZip(files()).blob();
  signal.throwIfAborted();
  return { blob, missing };
}

/** The extension of a file link (`.html`, `.pdf`), `.pdf` when the link has none. */
export function extensionOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const m = /\.([a-z0-9]{2,5})$/i.exec(last);
  return m ? `.${(m[1] as string).toLowerCase()}` : '.pdf';
}

/** A name safe in every file system: no slashes, colons or other reserved characters. */
export function safeName(text: string): string {
  const printable = [...text].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  return (
    printable
      .replace(/[\\/:*?"<>|]+/g, '_')
      .replace(/\s+/g, ' ')
      .trim() || '_'
  );
}
