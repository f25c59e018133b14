/**
 * @jest-environment node
 */
import { unzipSync, strFromU8 } from 'fflate';
import { buildArchive, extensionOf, safeName } from './archive.ts';

const readmeOf = (missing: string[]) => `Missing:\n${missing.join('\n')}`;

describe('the period archive', () => {
  it('should hold the fetched files in their folders, the extras and a README naming the file that failed', async () => {
    const progress: Array<[number, number]> = [];
    const fetchFile = jest.fn(async (url: string) =>
      url.includes('broken') ? new Response('storage unavailable', { status: 500 }) : new Response(`<html>${url}</html>`),
    );
    const { blob, missing } = await buildArchive({
      entries: [
        { path: 'Order 2001/Contract D-2001.html', url: '/files/a/D-2001-signed.html' },
        { path: 'Order 2003/Contract D-2003.html', url: '/files/broken/D-2003-signed.html' },
        { path: 'Order 2001/Act ACT-2001.html', url: '/files/a/ACT-2001-signed.html' },
      ],
      extras: [{ path: 'payments.csv', text: '\uFEFFInvoice;Order\r\n' }],
      readme: readmeOf,
      fetchFile,
      onProgress: (done, lost) => progress.push([done, lost]),
      signal: new AbortController().signal,
    });
    expect(missing).toEqual(['Order 2003/Contract D-2003.html']);
    expect(progress).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'Order 2001/Act ACT-2001.html',
      'Order 2001/Contract D-2001.html',
      'README.txt',
      'payments.csv',
    ]);
    expect(strFromU8(files['Order 2001/Contract D-2001.html']!)).toBe('<html>/files/a/D-2001-signed.html</html>');
    expect(Array.from(files['payments.csv']!.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files['README.txt']!)).toBe('Missing:\nOrder 2003/Contract D-2003.html');
  });

  it('should treat a file whose fetch throws as missing and stop altogether when cancelled', async () => {
    const controller = new AbortController();
    const result = await buildArchive({
      entries: [{ path: 'a.html', url: '/files/offline' }],
      extras: [],
      readme: readmeOf,
      fetchFile: async () => {
        throw new TypeError('Failed to fetch');
      },
      signal: controller.signal,
    });
    expect(result.missing).toEqual(['a.html']);
    controller.abort();
    await expect(
      buildArchive({
        entries: [{ path: 'b.html', url: '/x' }],
        extras: [],
        readme: readmeOf,
        fetchFile: async () => new Response('x'),
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });

  it('should name files safely and keep their extension', () => {
    expect(extensionOf('/files/contracts/u/D-2001-signed.html')).toBe('.html');
    expect(extensionOf('https://cloud.example/get?id=1')).toBe('.pdf');
    expect(safeName('ООО "Ромашка": 2026/Q3')).toBe('ООО _Ромашка_ 2026_Q3');
  });
});
