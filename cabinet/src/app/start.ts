import { matchPath, startRoute } from './routes.ts';

// The first screen's calls and code are asked for as soon as the route table and the API client are evaluated,
// before the rest of the entry (the layouts, React's renderer, react-intl) is: main.tsx imports this module second,
// and module bodies run in import order. A stored session's calls go out while the entry is still being evaluated.
export const first = matchPath(location.pathname);
/** Settles when the first screen's calls have answered (or failed). */
export const firstCalls = startRoute(first.route, first.params);
