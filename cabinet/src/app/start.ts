import { dropFirstCalls } from '../shared/api/firstCalls.ts';
import { matchPath, startRoute } from './routes.ts';

// The first screen's calls and code are asked for as soon as the route table and the API client are evaluated,
// before the rest of the entry (the layouts, React's renderer, react-intl) is: main.tsx imports this module second,
// and module bodies run in import order. The page's first script sent them already (app/firstScript.ts): the client
// takes those answers, and what it did not take is dropped once the route's calls are done.
export const first = matchPath(location.pathname);
/** Settles when the first screen's calls have answered (or failed). */
export const firstCalls = startRoute(first.route, first.params);
void firstCalls.then(dropFirstCalls);
