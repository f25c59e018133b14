/** The payment script's load time-out (spec 2 section 9: loader behaviour, 120000 ms). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export class ScriptLoadError extends Error {
  readonly reason: 'not-allowed' | 'timeout' | 'failed';
  readonly src: string;
  constructor(reason: 'not-allowed' | 'timeout' | 'failed', src: string) {
    super(`payment script ${reason}: ${src}`);
    this.reason = reason;
    this.src = src;
  }
}

const loaded = new Map<string, Promise<void>>();

/**
 * Loads a third-party payment script once, only from an allowlisted origin, and gives up after the time-out so
 * the customer is told the form cannot load instead of waiting forever.
 */
export function loadScript(
  src: string,
  { allowedOrigins, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS, doc = document }: { allowedOrigins: string[]; timeoutMs?: number; doc?: Document },
): Promise<void> {
  let origin: string;
  try {
    origin = new URL(src).origin;
  } catch {
    return Promise.reject(new ScriptLoadError('not-allowed', src));
  }
  if (!allowedOrigins.some((o) => new URL(o).origin === origin)) return Promise.reject(new ScriptLoadError('not-allowed', src));
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    const timer = setTimeout(() => {
      script.remove();
      loaded.delete(src);
      reject(new ScriptLoadError('timeout', src));
    }, timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      loaded.delete(src);
      reject(new ScriptLoadError('failed', src));
    };
    doc.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
