import { updateJourneys } from './update.helpers.ts';

// In the en at 1280 px pairing: a new version never costs what was typed or a flow in progress.
updateJourneys('en');
