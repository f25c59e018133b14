import { keptJourneys } from './offline-kept.helpers.ts';

// The kept copy in the en at 1280 px pairing: a restored tab shows nothing of the previous customer, the installed app
// reopened offline shows the kept orders, a connection that carries nothing shows them with every Pay waiting.
keptJourneys('en');
