import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { ConfirmDialog, Skeleton } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { useErrorText } from '../../../shared/errors/ApiErrorMessage.tsx';
import { DoneDialog } from '../../../shared/ui/FormDialog.tsx';
import { clientAtom } from '../../../shared/api/customer.ts';
import { closeContractAtom } from '../api/contractClose.ts';

/** The request the company's managers read: always in Russian, with the agreement uuid and the order number. */
export function closeContractRequest(order: Order): { name: string; comment: string } {
  const uuid = order.agreement?.uuid ?? '—';
  return {
    name: 'Расторжение договора',
    comment: `Клиент просит расторгнуть договор ${uuid} по заказу № ${order.number} (бокс ${order.cell.name}, ${order.place.name}).`,
  };
}

/**
 * Contract close: the question with the individual or legal-entity wording, the request, then the thanks modal.
 * Mounted only while open, so the profile (for the wording) loads only when needed.
 */
export function CloseContractDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const client = useAtomValue(clientAtom);
  const send = useAtomValue(closeContractAtom);
  const [thanks, setThanks] = useState(false);
  // the question closes itself after the request: the thanks modal takes over instead of closing everything
  const sent = useRef(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.close.${id}` }, values);
  const legal = client.data?.legal_type === 1;
  const values = { contract: order.agreement?.number ?? String(order.number), box: order.cell.name };

  if (thanks)
    return (
      <DoneDialog title={t('thanksTitle')} okLabel={t('thanksOk')} onClose={onClose}>
        {t(legal ? 'thanksLegal' : 'thanksIndividual')}
      </DoneDialog>
    );

  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && !sent.current && onClose()}
      title={t('title', values)}
      variant="danger"
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      error={send.isError ? errorText(send.error) : undefined}
      onConfirm={async () => {
        const { name, comment } = closeContractRequest(order);
        await send.mutateAsync({ name, comment });
        sent.current = true;
        setThanks(true);
      }}
    >
      {client.isPending ? (
        <Skeleton lines={3} />
      ) : legal ? (
        <p>{t('textLegal', values)}</p>
      ) : (
        <>
          <p>{t('textIndividual', values)}</p>
          <p>{t('deposit')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
