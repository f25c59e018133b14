// The one place that reads Vite's build-time constants (vite.config.ts `define` replaces the literal
// `import.meta.env.APP_ENV`). Only main.tsx imports it, first, so Jest never meets `import.meta`;
// shared/config/env.ts reads the value from the global set here.
(globalThis as { __SB_APP_ENV__?: string }).__SB_APP_ENV__ = import.meta.env.APP_ENV as string | undefined;
export {};
