import { resilienceJourneys } from './resilience.helpers.ts';

// Resilience in the en at 1280 px pairing: a dropped network and a deploy under an open tab never blank the page.
resilienceJourneys('en');
