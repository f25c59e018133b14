import { atom } from 'jotai';
import { onlineManager } from '@tanstack/query-core';

// ---------------------------------------------------------------------------------------------------------------
// Whether the cabinet has a network, in one place: query-core's `onlineManager`. It is offline while the browser
// says so (navigator.onLine and its online/offline events) and also while the calls fail on the network with the
// browser saying online (a basement, a captive portal: `reportReach`, fed by the API client, shared/api/store.ts).
// Offline, the screens show what the session kept (keptCache.ts) where a call fails, and every action that needs the network
// (pay, open the lock, sign, send a request) reads `onlineAtom` and shows disabled with the reason. While the calls
// fail, one call tries the network every PROBE_MS (the probe keptCache.ts sets); the first answer of any call brings
// everything back: what is on screen is asked for again (refetchOnReconnect).
// ---------------------------------------------------------------------------------------------------------------

/** How often a probe call tries the network while the calls fail with the browser saying online (ms). */
export const PROBE_MS = 10_000;

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** False from a call that failed on the network until a call gets an answer. */
let reached = true;
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

const apply = () => onlineManager.setOnline(browserOnline() && reached);

function scheduleProbe() {
  if (probeTimer !== undefined || reached) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    if (reached) return;
    // the probe's own outcome reports back through the API client; a probe that cannot go out waits for the next
    if (browserOnline() && probe) void probe().catch(() => undefined);
    scheduleProbe();
  }, PROBE_MS);
}

onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const update = () => {
    // the browser's own news of a network: the calls are worth trying again
    if (browserOnline()) reached = true;
    setOnline(browserOnline() && reached);
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

/**
 * What a call of the API client met: `true` for any answer of the server (an error too), `false` for none (the network
 * failed or the call timed out). No answer makes the cabinet offline until a call gets one.
 */
export function reportReach(answered: boolean): void {
  if (answered === reached) return;
  reached = answered;
  if (answered) {
    clearTimeout(probeTimer);
    probeTimer = undefined;
  } else scheduleProbe();
  apply();
}

/** The call that tries the network while the calls fail (keptCache.ts sets the orders list's). */
export function setProbe(call: (() => Promise<unknown>) | null): void {
  probe = call;
}

/** A Retry pressed while the calls fail: try the network now (what is on screen is asked for again). */
export function tryNetworkAgain(): void {
  if (!reached) reportReach(true);
}

const networkAtom = atom(onlineManager.isOnline());
networkAtom.onMount = (set) => {
  set(onlineManager.isOnline());
  return onlineManager.subscribe((online) => set(online));
};

/** True while the cabinet has a network: the browser says so and the calls reach the server. */
export const onlineAtom = atom((get) => get(networkAtom));
