import { Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { lazyModule } from '../../../shared/ui/lazyModule.ts';
import { useLoaded } from './useLoaded.ts';

/**
 * The password change (its forms, rules and the password field) is the 'login' tab's alone: it leaves the profile's
 * first load, fetched when the browser is idle after the screen has rendered, or when the tab is first opened.
 */
export const passwordChange = lazyModule(() => import('./PasswordChange.tsx'));

/**
 * The password change once its code is here; until then a placeholder of its button's size. A failed fetch says so
 * with a retry, in the tab (what was typed on the other tab stays).
 */
export function PasswordChangeSlot({ phone }: { phone: string }) {
  const { loaded, failure, retry } = useLoaded(passwordChange);
  if (loaded) return <loaded.PasswordChange phone={phone} />;
  if (failure) return <ApiErrorMessage error={failure} onRetry={retry} />;
  return <Skeleton variant="rect" height={44} />;
}
