import { keptJourneys } from './offline-kept.helpers.ts';

// A restored tab shows nothing of the previous customer, the installed app reopened offline shows the kept orders, a
// connection that carries nothing shows them with every Pay waiting: offline-kept.helpers.ts, in both projects.
keptJourneys();
