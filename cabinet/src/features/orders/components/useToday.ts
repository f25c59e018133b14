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
