// The one place that reads Vite's build-time constants. Only main.tsx imports it (first), so Jest never sees
// `import.meta`; shared/config/env.ts reads the value from the global it sets.
(globalThis as { __SB_APP_ENV__?: string }).__SB_APP_ENV__ = (import.meta as { env?: Record<string, string | undefined> }).env?.APP_ENV;
export {};
