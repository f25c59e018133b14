import { useEffect, useState } from 'react';

/** Seconds left of a countdown restarted whenever `key` changes (the SMS resend: 60 s). */
export function useCountdown(seconds: number, key: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const timer = setInterval(() => setLeft((s) => (s <= 1 ? (clearInterval(timer), 0) : s - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}
