import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { termsQueryAtom } from '../api/terms.ts';

// The terms' text with its call: its own chunk (`Consents.tsx`), because reading the call's cached answer brings the
// query runtime, which nothing else of /reg-step-1 needs.

/** The terms arrive as HTML; they are shown as plain paragraphs (no markup from the API reaches the DOM). */
function paragraphs(html: string): string[] {
  const text =
    typeof DOMParser !== 'undefined'
      ? (new DOMParser().parseFromString(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '$&\n'), 'text/html').body.textContent ?? '')
      : html.replace(/<[^>]+>/g, '\n');
  return text
    .split(/\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The terms of service in the current language (get-terms-of-services), its loading and its failure. */
export function TermsBody() {
  const terms = useAtomValue(termsQueryAtom);
  const items = useMemo(() => (terms.data ? paragraphs(terms.data) : []), [terms.data]);
  if (terms.isPending) return <Skeleton />;
  if (terms.isError) return <ApiErrorMessage error={terms.error} onRetry={() => void terms.refetch()} />;
  return (
    <>
      {items.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}
