import { useEffect, useState } from 'react';
import { providerToday } from '@sb/contracts';

/**
 * Today for the paid-until rules: the provider's (Moscow) calendar day, whatever the browser's zone; a screen left
 * open over midnight moves on.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => providerToday());
  useEffect(() => {
    const id = setInterval(() => setToday(providerToday()), 60 * 60_000);
    return () => clearInterval(id);
  }, []);
  return today;
}

/** Below the 770 px breakpoint (the phone layout); false where matchMedia is missing (tests). */
export function useIsPhone(): boolean {
  const query = '(max-width: 769.98px)';
  const get = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [phone, setPhone] = useState(get);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const on = () => setPhone(mql.matches);
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, []);
  return phone;
}
