// The sandbox's domain, one module per concern: rows (types and shared helpers), queries, views (the answers'
// shapes), commands (writes), day rules (the clock), payments. This module gathers them for existing imports.

export * from './rows.ts';
export * from './queries.ts';
export * from './views.ts';
export * from './commands.ts';
export * from './day-rules.ts';
