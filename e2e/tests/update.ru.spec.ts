import { updateJourneys } from './update.helpers.ts';

// In the ru at 375 px pairing: a new version never costs what was typed or a flow in progress.
updateJourneys('ru');
