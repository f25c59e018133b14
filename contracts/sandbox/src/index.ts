export { createSandbox, resetData, defaultConfig } from './lifecycle.ts';
export { createServer, listen } from './server.ts';
export { demo } from './seed.ts';
export type { Sandbox, SandboxConfig } from './context.ts';
