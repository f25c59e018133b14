import { ArrearsTimeline } from '@sb/ui-kit';
import { arrearsOf } from '@sb/contracts';

/**
 * Where an order in debt stands against the late fees and termination. A chunk of its own (the timeline, its texts
 * and rules): the page's `ArrearsPart` (OrderViewParts.tsx) holds its place until here.
 */
export function OrderArrears({ overdue }: { overdue: number }) {
  return <ArrearsTimeline arrears={arrearsOf(overdue)} headingLevel={2} />;
}
