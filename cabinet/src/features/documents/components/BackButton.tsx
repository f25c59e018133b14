import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@sb/ui-kit';
import { NO_BACK_AFTER, previousPathAtom } from '../../../shared/session/history.ts';

/**
 * Back to the previous screen of the app, or to `fallback` when the screen was opened directly. Hidden after
 * the login pages (spec 1).
 */
export function BackButton({ fallback = '/documents' }: { fallback?: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const previous = useAtomValue(previousPathAtom);
  if (previous && NO_BACK_AFTER.includes(previous)) return null;
  const back = () => {
    if (previous) window.history.back();
    else navigate(fallback);
  };
  return (
    <Button variant="ghost" size="sm" icon={<ArrowLeft size={18} aria-hidden="true" />} onClick={back}>
      {intl.formatMessage({ id: 'documents.back' })}
    </Button>
  );
}
