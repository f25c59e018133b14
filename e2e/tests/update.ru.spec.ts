import { updateJourneys } from './update.helpers.ts';

// Issue 35, item 6 in the ru at 375 px pairing: a new version never costs what was typed or a flow in progress.
updateJourneys('ru');
