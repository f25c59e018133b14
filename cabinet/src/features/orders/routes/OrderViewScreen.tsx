import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation, useParams, useSearch } from 'wouter';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Alert, Button, ButtonRow, Columns, EmptyState, OrderStatusBadge, PaidTillLabel, Skeleton, Stack } from '@sb/ui-kit';
import { invoiceStartDate, paidUntilState, type Order } from '@sb/contracts';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { activeOrdersAtom, historyOrdersAtom } from '../../../shared/api/orders.ts';
import { keptAsOf } from '../../../shared/offline/asOf.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';
import { canPay, coveringInvoice, daysLeft, invoiceToPay, overdueDays, showPaymentNotice, sortByUrgency } from '../rules.ts';
import { OrderDocuments } from '../components/OrderDocuments.tsx';
import { lazyPart, loader } from '../../../shared/ui/lazyPart.tsx';
import { ArrearsPart, OtherOrdersPart, PaymentResultPart } from '../components/OrderViewParts.tsx';
import { LockBlock } from '../components/LockBlock.tsx';
import { OrderMoney } from '../components/OrderMoney.tsx';
import { PaymentNotice } from '../components/PaymentNotice.tsx';
import { PlaceCard, ParametersCard } from '../components/OrderFacts.tsx';
import { usePayment } from '../components/usePayment.ts';
import { usePaymentReturn } from '../components/usePaymentReturn.ts';
import { usePendingPayments } from '../components/usePendingPayments.ts';
import { useToday } from '../components/useToday.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

import { AddToCalendar } from '../calendar/AddToCalendar.tsx';
import { OfflineAsOf } from '../../../shared/offline/OfflineAsOf.tsx';

// the order's dialogs come with their first opening (or when the browser is idle), not with the page
const dialogs = loader(() => import('../components/orderDialogs.tsx'));
const NewInvoiceDialog = lazyPart(dialogs, (m) => m.NewInvoiceDialog, { dialog: true });
const CloseContract = lazyPart(dialogs, (m) => m.CloseContract, { dialog: true });
const CargoRequest = lazyPart(dialogs, (m) => m.CargoRequest, { dialog: true });

const Page = styled(Stack).attrs({ gap: 4 })`
  & h2 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
`;

const Summary = styled(Stack).attrs({ gap: 2 })`
  & h1 {
    margin: 0;
  }
  & p {
    margin: 0;
    color: var(--sb-colors-textMuted);
  }
  & > [data-part='status'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sb-space-3);
  }
`;

/** /order-view/:orderNumber: the summary, access, money, place, parameters, documents and the other orders. */
export default function OrderViewScreen() {
  const intl = useIntl();
  const f = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.view.${id}` }, values);
  const params = useParams<{ orderNumber: string }>();
  const orderNumber = Number(params.orderNumber);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = useToday();
  // offline: the order as the session's cache kept it, marked with its time; what needs the network waits
  const active = useAtomValue(activeOrdersAtom);
  const history = useAtomValue(historyOrdersAtom);
  const offlineReason = useOfflineReason();
  const online = offlineReason === null;
  const asOf = keptAsOf(online, active, history);
  const payment = usePayment();
  // the new invoice dialog is open while the address says `?invoice=new` (the list opens it so): opening and closing
  // replace the address, so a reload or Back never opens a dialog the customer closed
  const invoiceWanted = new URLSearchParams(search).get('invoice') === 'new';
  const setInvoiceOpen = (open: boolean) => {
    const query = new URLSearchParams(search);
    if (open) query.set('invoice', 'new');
    else query.delete('invoice');
    const rest = query.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  };
  const [closeOpen, setCloseOpen] = useState(false);
  const [cargoOpen, setCargoOpen] = useState(false);
  usePaymentReturn(orderNumber, payment.setResult);
  const pending = usePendingPayments(active.data);

  const order = active.data?.find((o) => o.number === orderNumber) ?? history.data?.find((o) => o.number === orderNumber);

  if (!order) {
    if (active.isPending || (history.isPending && active.isSuccess)) {
      return (
        <ScreenSkeleton>
          <Skeleton variant="text" width="50%" height={32} />
          <Skeleton variant="rect" height={180} />
          <Skeleton variant="rect" height={240} />
        </ScreenSkeleton>
      );
    }
    const error = active.error ?? history.error;
    return (
      <Page>
        <PageHeading>{t('notFoundTitle', { number: params.orderNumber })}</PageHeading>
        {error ? (
          <ApiErrorMessage
            error={error}
            onRetry={() => {
              void active.refetch();
              void history.refetch();
            }}
          />
        ) : (
          <EmptyState title={t('notFound')} action={<Button onClick={() => navigate(pathTo('orders'))}>{t('toOrders')}</Button>} />
        )}
      </Page>
    );
  }

  const left = daysLeft(order, today);
  const overdue = overdueDays(order, today);
  const archived = order.state === 'archived';
  const toPay = invoiceToPay(order, pending.isPending);
  // Pay is offered as the order allows; offline it shows disabled with the reason, the dialogs stay shut
  const mayPay = canPay(order, pending.isPending);
  const payable = online && mayPay;
  // an unpaid invoice already covering the next period is the one to pay: a second one would charge twice
  const covering = coveringInvoice(order, invoiceStartDate(order.cell.paid_until, today).value);
  const invoiceOpen = invoiceWanted && payable && !covering;
  const startPay = (o: Order) => {
    const invoice = invoiceToPay(o, pending.isPending);
    if (o.number !== order.number) {
      if (invoice) void payment.pay(o, invoice);
      else navigate(pathTo('orderView', { orderNumber: o.number }, { invoice: 'new' }));
      return;
    }
    if (invoice) void payment.pay(o, invoice);
    else if (!covering) setInvoiceOpen(true);
  };
  const payInvoice = (number: string) => {
    const invoice = order.invoices.find((i) => i.number === number);
    if (invoice) void payment.pay(order, invoice);
  };
  const others = sortByUrgency(
    (active.data ?? []).filter((o) => o.number !== order.number && o.state !== 'archived'),
    today,
  );
  const canClose =
    !archived && Boolean(order.agreement) && (order.state === 'active' || order.state === 'debt' || order.state === 'not-active');

  return (
    <Page>
      <RouterLink href={pathTo('orders')}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('back')}
      </RouterLink>
      <Summary>
        <PageHeading>{intl.formatMessage({ id: 'orders.boxName' }, { name: order.cell.name })}</PageHeading>
        <p>{t('subtitle', { number: order.number, place: order.place.name })}</p>
        <div data-part="status">
          <OrderStatusBadge
            status={order.state}
            reservedUntil={order.reserved_until ? f.date(order.reserved_until) : null}
            overdueDays={overdue}
          />
          {order.cell.paid_until && left !== null && !archived && (
            <PaidTillLabel date={f.date(order.cell.paid_until)} daysLeft={left} state={paidUntilState(left)} />
          )}
          <AddToCalendar order={order} />
        </div>
      </Summary>

      {asOf !== null && <OfflineAsOf at={asOf} />}

      <PaymentResultPart
        result={payment.result}
        paidUntil={order.cell.paid_until ? f.date(order.cell.paid_until) : null}
        onDismiss={payment.clear}
        onPayAgain={mayPay && toPay ? () => startPay(order) : undefined}
        paying={payment.payingInvoice !== null}
        payDisabledReason={offlineReason}
      />

      {order.state === 'debt' && (
        <Alert
          variant="danger"
          live="none"
          title={overdue > 0 ? t('debtTitle', { days: overdue }) : t('debtTitleNoDays')}
          action={
            mayPay ? (
              <Button onClick={() => startPay(order)} loading={payment.payingInvoice !== null} disabledReason={offlineReason}>
                {t('payDebt')}
              </Button>
            ) : undefined
          }
        >
          {t('debtText')}
        </Alert>
      )}
      {online && order.state !== 'debt' && showPaymentNotice(order, today) && (
        <PaymentNotice
          order={order}
          today={today}
          onPay={() => startPay(order)}
          paying={payment.payingInvoice !== null}
          isPending={pending.isPending}
        />
      )}

      <Columns split="2:3">
        <Stack gap={4}>
          {!archived && <LockBlock order={order} today={today} />}
          <OrderDocuments order={order} />
        </Stack>
        <Stack gap={4}>
          <OrderMoney
            order={order}
            pending={pending}
            payable={mayPay}
            payDisabledReason={offlineReason}
            toPay={toPay}
            covering={covering}
            payingInvoice={payment.payingInvoice}
            onPay={() => startPay(order)}
            onPayInvoice={payInvoice}
            onNewInvoice={() => setInvoiceOpen(true)}
          />
          {overdue > 0 && !archived && <ArrearsPart overdue={overdue} />}
        </Stack>
      </Columns>

      <Columns split="2:3">
        <PlaceCard order={order} />
        <ParametersCard order={order} />
      </Columns>

      {!archived && (
        <ButtonRow>
          <Button variant="secondary" onClick={() => setCargoOpen(true)} disabledReason={offlineReason}>
            {t('cargo')}
          </Button>
          {canClose && (
            <Button variant="ghost" onClick={() => setCloseOpen(true)} disabledReason={offlineReason}>
              {t('close')}
            </Button>
          )}
        </ButtonRow>
      )}

      <OtherOrdersPart orders={others} today={today} onPay={startPay} isPending={pending.isPending} payDisabledReason={offlineReason} />

      {payable && !covering && (
        <NewInvoiceDialog
          order={order}
          open={invoiceOpen}
          onOpenChange={setInvoiceOpen}
          today={today}
          onCreated={(invoice) => void payment.pay(order, invoice)}
        />
      )}
      {canClose && <CloseContract order={order} open={closeOpen} onOpenChange={setCloseOpen} />}
      {!archived && <CargoRequest order={order} today={today} open={cargoOpen} onOpenChange={setCargoOpen} />}
    </Page>
  );
}
