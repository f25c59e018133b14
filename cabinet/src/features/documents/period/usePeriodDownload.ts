import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { isoDayToRu, type ContractDocument } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { queryClientAtom } from '../../../shared/api/serverState.ts';
import { activeDocsOptions, contractsAllOptions } from '../../../shared/api/documents.ts';
import { ordersListOptions } from '../../../shared/api/orders.ts';
import { sessionEpochAtom } from '../../../shared/session/atoms.ts';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { saveFile } from '../../../shared/ui/saveFile.ts';
import { collectPeriod, type DayRange } from './collect.ts';
import { paymentsCsv, type CsvWords } from './csv.ts';
import { buildArchive, extensionOf, safeName } from './archive.ts';

export type DownloadRun =
  | { state: 'idle' }
  | { state: 'fetching' | 'done'; done: number; total: number; missing: number; fileName?: string }
  | { state: 'failed'; done: number; total: number; missing: number; error: string };

/** The customer's own file link, fetched as the download link would be: no token travels with it. */
const fetchFile = (url: string, signal: AbortSignal) =>
  // a stored file's link, not a backend call: the contracts client is for the APIs
  // eslint-disable-next-line no-restricted-globals
  fetch(url, { signal, credentials: 'same-origin' });

/**
 * Gathers the period's files and invoices through the customer's own calls and saves one ZIP; a run is dropped
 * when the screen goes or the session changes (a shared phone: nothing of one customer reaches the next).
 */
export function usePeriodDownload(customer: string) {
  const intl = useIntl();
  const errorText = useErrorText();
  const api = useAtomValue(apiAtom);
  const client = useAtomValue(queryClientAtom);
  const epoch = useAtomValue(sessionEpochAtom);
  const [run, setRun] = useState<DownloadRun>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), [epoch]);

  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `documents.period.${id}` }, values),
    [intl],
  );

  const start = useCallback(
    async (range: DayRange, label: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      let progress = { done: 0, total: 0, missing: 0 };
      setRun({ state: 'fetching', ...progress });
      try {
        const [active, history, liveContracts, pastContracts, docs] = await Promise.all([
          client.fetchQuery(ordersListOptions(api, 'active')),
          client.fetchQuery(ordersListOptions(api, 'history')),
          client.fetchQuery(contractsAllOptions(api, 'active')),
          client.fetchQuery(contractsAllOptions(api, 'history')),
          client.fetchQuery(activeDocsOptions(api)),
        ]);
        signal.throwIfAborted();
        const documents: ContractDocument[] = [...liveContracts.elements, ...pastContracts.elements, ...docs.documents];
        const contents = collectPeriod({ orders: [...active, ...history], documents, range });
        const entries = contents.files.map((f) => ({
          url: f.url,
          path: `${safeName(t('folder', { order: f.order }))}/${safeName(t(f.kind === 'act' ? 'fileAct' : 'fileContract', { number: f.number }))}${extensionOf(f.url)}`,
        }));
        progress = { ...progress, total: entries.length };
        setRun({ state: 'fetching', ...progress });
        const words: CsvWords = {
          headers: ['number', 'order', 'box', 'from', 'to', 'amount', 'nds', 'paid'].map((h) => t(`csv.${h}`)) as CsvWords['headers'],
          yes: t('csv.yes'),
          no: t('csv.no'),
        };
        const period = { from: isoDayToRu(range.from) ?? range.from, to: isoDayToRu(range.to) ?? range.to };
        const readme = (missing: string[]) =>
          [
            t('readme.title', period),
            t('readme.customer', { name: customer }),
            t('readme.contents', { files: entries.length - missing.length, invoices: contents.invoices.length }),
            '',
            missing.length ? [t('readme.missing'), ...missing.map((m) => `- ${m}`)].join('\r\n') : t('readme.complete'),
            '',
            t('readme.note'),
            '',
          ].join('\r\n');
        const fileName = `${safeName(customer || t('customer'))}_${label}.zip`;
        const { blob, missing } = await buildArchive({
          entries,
          extras: [{ path: 'payments.csv', text: paymentsCsv(contents.invoices, words) }],
          readme,
          fetchFile,
          signal,
          onProgress: (done, lost) => {
            progress = { ...progress, done, missing: lost };
            setRun({ state: 'fetching', ...progress });
          },
        });
        signal.throwIfAborted();
        saveFile(blob, fileName);
        setRun({ state: 'done', ...progress, missing: missing.length, fileName });
      } catch (error) {
        if (signal.aborted) return;
        setRun({ state: 'failed', ...progress, error: errorText(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [api, client, customer, errorText, t],
  );
  const cancel = useCallback(() => {
    running.current?.abort();
    setRun({ state: 'idle' });
  }, []);
  return { run, start, cancel };
}
