import { resilienceJourneys } from './resilience.helpers.ts';

// Resilience in the ru at 375 px pairing: a dropped network and a deploy under an open tab never blank the page.
resilienceJourneys('ru');
