import { offlineJourneys } from './offline.helpers.ts';

// Offline and updates in the en at 1280 px pairing: installable, readable offline as of its time, nothing kept after a session ends,
// a deploy under an open tab, the paid-until date in a calendar.
offlineJourneys('en');
