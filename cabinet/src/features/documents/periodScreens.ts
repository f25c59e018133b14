// The accountant's period (a proposal beyond the spec): its page and the printable statement, a chunk of their own
// (app/routes.ts) that /documents links to, so the inbox does not carry the period's picker, ZIP and statement.
export { default as PeriodScreen } from './routes/PeriodScreen.tsx';
export { default as StatementScreen } from './routes/StatementScreen.tsx';
export { default as texts } from './i18n/ru.json';
