import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Grid, LoadMore, Section, Tabs, useIsMobile } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { activeOrdersAtom, historyOrdersAtom } from '../../../shared/api/orders.ts';
import { ACTIVE_FIRST, ARCHIVE_FIRST, LOAD_MORE_STEP, invoiceToPay, showPaymentNotice, sortByUrgency } from '../rules.ts';
import { OrderCardItem } from './OrderCardItem.tsx';
import { HowToStart } from './HowToStart.tsx';
import { CardsSkeleton, ListsSkeleton } from './ListsSkeleton.tsx';
import { PaymentNotice } from './PaymentNotice.tsx';
import { PaymentResultNotice } from './PaymentResultNotice.tsx';
import { usePayment } from './usePayment.ts';
import { usePendingPayments } from './usePendingPayments.ts';
import { useToday } from './useToday.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { keptAsOf, showsFailure } from '../../../shared/offline/asOf.ts';
import { onlineAtom } from '../../../shared/offline/online.ts';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';
import { OfflineAsOf } from '../../../shared/offline/OfflineAsOf.tsx';

/**
 * The orders lists of /orders under its heading: the active and archive sections (tabs on phones), most urgent
 * first, 6 and 3 cards then 3 more, with the payment notices above them. Both lists are asked for with the screen's
 * code (app/routes.ts); the live orders show as soon as they are here, the archive's section holds its place until
 * its own answer comes (with no live order, the screen waits for both: with none at all it only says how to start).
 */
export default function OrdersLists() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.list.${id}` }, values);
  const today = useToday();
  const phone = useIsMobile();
  // offline: the lists as the session's cache kept them, marked with their time; Pay waits
  const active = useAtomValue(activeOrdersAtom);
  const history = useAtomValue(historyOrdersAtom);
  const online = useAtomValue(onlineAtom);
  const asOf = keptAsOf(online, active, history);
  const offlineReason = useOfflineReason();
  const [activeShown, setActiveShown] = useState(ACTIVE_FIRST);
  const [archiveShown, setArchiveShown] = useState(ARCHIVE_FIRST);
  const [tab, setTab] = useState('active');
  const payment = usePayment();
  const pending = usePendingPayments(active.data);

  const onPay = (order: Order) => {
    const invoice = invoiceToPay(order, pending.isPending);
    if (invoice) void payment.pay(order, invoice);
    else navigate(pathTo('orderView', { orderNumber: order.number }, { invoice: 'new' }));
  };

  const activeOrders = sortByUrgency(
    (active.data ?? []).filter((o) => o.state !== 'archived'),
    today,
  );
  const archiveOrders = [...(history.data ?? []), ...(active.data ?? []).filter((o) => o.state === 'archived')];
  const bothEmpty = Boolean(active.data && history.data) && activeOrders.length === 0 && archiveOrders.length === 0;
  const noticeOrders = activeOrders.filter((o) => showPaymentNotice(o, today));
  const loading = active.isPending || (history.isPending && activeOrders.length === 0 && !active.isError);

  const cards = (orders: Order[], shown: number) => (
    <Grid as="ul">
      {orders.slice(0, shown).map((o) => (
        <OrderCardItem
          key={o.number}
          order={o}
          today={today}
          onPay={onPay}
          paying={payment.payingInvoice !== null && invoiceToPay(o, pending.isPending)?.number === payment.payingInvoice}
          isPending={pending.isPending}
          payDisabledReason={offlineReason}
        />
      ))}
    </Grid>
  );

  const section = (kind: 'active' | 'archive', headingVisible: boolean): ReactNode => {
    const query = kind === 'active' ? active : history;
    const orders = kind === 'active' ? activeOrders : archiveOrders;
    const shown = kind === 'active' ? activeShown : archiveShown;
    const more = kind === 'active' ? () => setActiveShown((n) => n + LOAD_MORE_STEP) : () => setArchiveShown((n) => n + LOAD_MORE_STEP);
    let body: ReactNode;
    if (showsFailure(online, query)) body = <ApiErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
    else if (query.isPending) body = <CardsSkeleton />;
    else if (orders.length === 0) body = kind === 'active' ? <HowToStart /> : <p>{t('archiveEmpty')}</p>;
    else
      body = (
        <>
          {cards(orders, shown)}
          <LoadMore shown={Math.min(shown, orders.length)} total={orders.length} onLoadMore={more} label={t('loadMore')} />
        </>
      );
    const headingId = `orders-${kind}`;
    return (
      <Section title={t(kind)} headingId={headingId} hideTitle={!headingVisible} data-section={kind}>
        {body}
      </Section>
    );
  };

  return (
    <>
      <PaymentResultNotice result={payment.result} onDismiss={payment.clear} />
      {loading ? <ListsSkeleton /> : null}
      {!loading && asOf !== null ? <OfflineAsOf at={asOf} /> : null}
      {!loading &&
        !offlineReason &&
        noticeOrders.map((o) => (
          <PaymentNotice
            key={o.number}
            order={o}
            today={today}
            onPay={() => onPay(o)}
            withBoxName
            paying={payment.payingInvoice !== null && invoiceToPay(o, pending.isPending)?.number === payment.payingInvoice}
            isPending={pending.isPending}
          />
        ))}
      {loading ? null : bothEmpty ? (
        <HowToStart />
      ) : phone ? (
        <Tabs
          label={t('tabs')}
          fullWidth
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'active',
              label: t('tabActive'),
              content: section('active', false),
              count: active.data ? activeOrders.length : undefined,
            },
            { value: 'archive', label: t('tabArchive'), content: section('archive', false) },
          ]}
        />
      ) : (
        <>
          {section('active', true)}
          {section('archive', true)}
        </>
      )}
    </>
  );
}
