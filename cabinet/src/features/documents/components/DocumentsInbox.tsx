import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { ContractDocument } from '@sb/contracts';
import { Button, DocumentCard, EmptyState, Grid, LoadMore, Section, Skeleton, Stack } from '@sb/ui-kit';
import { QueryState, type QueryLike } from '../../../shared/ui/QueryState.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { isAct, isArchived, isAwaitingSignature } from '../rules.ts';
import { CONTRACTS_PAGE_SIZE, recreateBookingAtom } from '../../../shared/api/documents.ts';
import { activeContractPagesAtom, activeDocsAtom, historyContractPagesAtom } from '../atoms.ts';
import { activeOrdersAtom } from '../../../shared/api/orders.ts';
import { documentLabel, reservationDates } from '../model.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

/**
 * Card actions of one document: sign, complete (need_change: the booking is made again), or none; none in the archive,
 * whose unsigned contracts the next screen would refuse (their booking or rental has ended).
 */
function useCardActions() {
  const [, navigate] = useLocation();
  const recreate = useAtomValue(recreateBookingAtom);
  const grant = useSetAtom(grantRoutePassAtom);
  return {
    recreate,
    actionsFor(doc: ContractDocument, source: 'active' | 'history') {
      if (doc.sign_system === 'no' || isArchived(doc, source)) return {};
      if (doc.need_change && doc.agreement_status !== 'active') {
        return {
          onComplete: () =>
            recreate.mutate(doc.order_number, {
              onSuccess: ({ agreementNumber }) =>
                navigate(agreementNumber ? pathTo('documentView', { docId: agreementNumber }) : pathTo('documents')),
            }),
          completing: recreate.isPending && recreate.variables === doc.order_number,
        };
      }
      if (!isAwaitingSignature(doc)) return {};
      if (isAct(doc)) {
        return {
          onSign: () => {
            grant('document-act');
            navigate(pathTo('documentAct', undefined, { act: doc.agreement_number }));
          },
        };
      }
      return { onSign: () => navigate(pathTo('documentSign', { docId: doc.agreement_number })) };
    },
  };
}

function DocumentCards({ docs, source, dates }: { docs: ContractDocument[]; source: 'active' | 'history'; dates: Map<number, string> }) {
  const f = useFormat();
  const { actionsFor } = useCardActions();
  return (
    <Grid as="ul">
      {docs.map((doc) => {
        const reserved = dates.get(doc.order_number);
        return (
          <li key={doc.agreement_uuid}>
            <DocumentCard
              number={doc.agreement_number}
              uuid={doc.agreement_uuid}
              kind={isAct(doc) ? 'act' : 'contract'}
              label={documentLabel(doc, source, reserved)}
              reservedUntil={reserved ? f.date(reserved) : null}
              boxName={doc.place.cell.name}
              placeName={doc.place.name}
              downloadHref={doc.agreement_signed}
              manual={doc.sign_system === 'no'}
              {...actionsFor(doc, source)}
            />
          </li>
        );
      })}
    </Grid>
  );
}

/**
 * The reservation dates of the live cards (from the live orders): a live section waits for them, so a card's label
 * never changes under the reader; when their call fails the cards show without a date.
 */
function useReservationDates() {
  const orders = useAtomValue(activeOrdersAtom);
  return { pending: orders.isPending, dates: reservationDates(orders.data) };
}

/** A section of the inbox: its title, then its own loading place, its own error with Retry, or its cards. */
function InboxSection({ id, title, query, children }: { id: string; title: string; query: QueryLike; children: () => ReactNode }) {
  const ready = !query.isPending && !query.isError;
  const content = ready ? children() : null;
  if (ready && !content) return null;
  return (
    <Section title={title} headingId={`documents-${id}`} aria-busy={query.isPending || undefined}>
      <QueryState queries={[query]} skeleton={<Skeleton variant="rect" height={180} />}>
        {() => content}
      </QueryState>
    </Section>
  );
}

function ContractPages({ status }: { status: 'active' | 'history' }) {
  const intl = useIntl();
  const pages = useAtomValue(status === 'active' ? activeContractPagesAtom : historyContractPagesAtom);
  const reservations = useReservationDates();
  // the archive's labels need no reservation date
  const waiting = status === 'active' && reservations.pending;
  return (
    <InboxSection
      id={status}
      title={intl.formatMessage({ id: `documents.inbox.${status}` })}
      query={{
        isPending: pages.isPending || (waiting && !pages.isError),
        isError: pages.isError,
        error: pages.error,
        refetch: () => pages.refetch(),
      }}
    >
      {() => {
        const docs = pages.data?.pages.flatMap((p) => p.elements) ?? [];
        const total = pages.data?.pages[0]?.count ?? docs.length;
        if (docs.length === 0) return null;
        return (
          <>
            <DocumentCards docs={docs} source={status} dates={reservations.dates} />
            {total > CONTRACTS_PAGE_SIZE ? (
              <LoadMore
                shown={docs.length}
                total={total}
                loading={pages.isFetchingNextPage}
                onLoadMore={() => void pages.fetchNextPage()}
              />
            ) : null}
          </>
        );
      }}
    </InboxSection>
  );
}

function ActsToSign() {
  const intl = useIntl();
  const docs = useAtomValue(activeDocsAtom);
  const reservations = useReservationDates();
  // a failed call never hides the section: an act may be waiting, so it says so with a Retry
  return (
    <InboxSection
      id="acts"
      title={intl.formatMessage({ id: 'documents.inbox.acts' })}
      query={{
        isPending: docs.isPending || (reservations.pending && !docs.isError),
        isError: docs.isError,
        error: docs.error,
        refetch: () => docs.refetch(),
      }}
    >
      {() => {
        const acts = (docs.data?.documents ?? []).filter((d) => isAct(d) && isAwaitingSignature(d));
        return acts.length === 0 ? null : <DocumentCards docs={acts} source="active" dates={reservations.dates} />;
      }}
    </InboxSection>
  );
}

/** The inbox: acts waiting for a signature, the live contracts and the archive, each in pages of 5. */
export function DocumentsInbox() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const active = useAtomValue(activeContractPagesAtom);
  const history = useAtomValue(historyContractPagesAtom);
  const { recreate } = useCardActions();
  const empty = active.isSuccess && history.isSuccess && active.data.pages[0]?.count === 0 && history.data.pages[0]?.count === 0;
  return (
    <Stack gap={8}>
      {recreate.isError ? <ApiErrorMessage error={recreate.error} /> : null}
      <ActsToSign />
      {empty ? (
        <EmptyState
          title={intl.formatMessage({ id: 'documents.inbox.empty.title' })}
          description={intl.formatMessage({ id: 'documents.inbox.empty.text' })}
          action={
            <Button onClick={() => navigate(pathTo('createOrder', {}))}>
              {intl.formatMessage({ id: 'documents.inbox.empty.action' })}
            </Button>
          }
        />
      ) : (
        <>
          <ContractPages status="active" />
          <ContractPages status="history" />
        </>
      )}
    </Stack>
  );
}
