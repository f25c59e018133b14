import { updateJourneys } from './update.helpers.ts';

// A new version never costs what was typed or a flow in progress: update.helpers.ts, in both projects.
updateJourneys();
