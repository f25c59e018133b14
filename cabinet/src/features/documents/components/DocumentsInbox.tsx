import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import type { ContractDocument } from '@sb/contracts';
import { Button, DocumentCard, EmptyState, LoadMore, Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { grantRoutePassAtom } from '../../../shared/session/passes.ts';
import { CONTRACTS_PAGE_SIZE, isAct, isArchived, isAwaitingSignature } from '../api.ts';
import { activeContractPagesAtom, activeDocsAtom, activeOrdersAtom, historyContractPagesAtom, recreateBookingAtom } from '../atoms.ts';
import { documentLabel, reservationDates } from '../model.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  margin-bottom: var(--sb-space-8);
  & > h2 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: var(--sb-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

function DocumentCards({ docs, source }: { docs: ContractDocument[]; source: 'active' | 'history' }) {
  const f = useFormat();
  const orders = useAtomValue(activeOrdersAtom);
  const dates = reservationDates(orders.data);
  const { actionsFor } = useCardActions();
  return (
    <Grid>
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

function ContractPages({ status }: { status: 'active' | 'history' }) {
  const intl = useIntl();
  const pages = useAtomValue(status === 'active' ? activeContractPagesAtom : historyContractPagesAtom);
  const title = intl.formatMessage({ id: `documents.inbox.${status}` });
  if (pages.isPending) {
    return (
      <Section aria-label={title} aria-busy="true">
        <h2>{title}</h2>
        <Skeleton variant="rect" height={180} />
      </Section>
    );
  }
  if (pages.isError) {
    return (
      <Section aria-label={title}>
        <h2>{title}</h2>
        <ApiErrorMessage error={pages.error} onRetry={() => void pages.refetch()} />
      </Section>
    );
  }
  const docs = pages.data.pages.flatMap((p) => p.elements);
  const total = pages.data.pages[0]?.count ?? docs.length;
  if (docs.length === 0) return null;
  return (
    <Section aria-labelledby={`documents-${status}`}>
      <h2 id={`documents-${status}`}>{title}</h2>
      <DocumentCards docs={docs} source={status} />
      {total > CONTRACTS_PAGE_SIZE ? (
        <LoadMore shown={docs.length} total={total} loading={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} />
      ) : null}
    </Section>
  );
}

function ActsToSign() {
  const intl = useIntl();
  const docs = useAtomValue(activeDocsAtom);
  const title = <h2 id="documents-acts">{intl.formatMessage({ id: 'documents.inbox.acts' })}</h2>;
  // a failed call never hides the section: an act may be waiting, so say so and offer a retry
  if (docs.isError) {
    return (
      <Section aria-labelledby="documents-acts">
        {title}
        <ApiErrorMessage error={docs.error} onRetry={() => void docs.refetch()} />
      </Section>
    );
  }
  const acts = (docs.data?.documents ?? []).filter((d) => isAct(d) && isAwaitingSignature(d));
  if (acts.length === 0) return null;
  return (
    <Section aria-labelledby="documents-acts">
      {title}
      <DocumentCards docs={acts} source="active" />
    </Section>
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
    <div>
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
    </div>
  );
}
