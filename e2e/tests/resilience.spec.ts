import { resilienceJourneys } from './resilience.helpers.ts';

// A dropped network and a deploy under an open tab never blank the page: resilience.helpers.ts, in both projects.
resilienceJourneys();
