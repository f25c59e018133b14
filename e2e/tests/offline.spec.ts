import { offlineJourneys } from './offline.helpers.ts';

// Installable, readable offline as of its time, nothing kept after a session ends, a deploy under an open tab, the
// paid-until date in a calendar: the journeys of offline.helpers.ts, in both projects.
offlineJourneys();
