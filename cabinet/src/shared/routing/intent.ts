// A link's intent (hovered, focused, touched) starts what its route needs, its code and its data, before the press.
// The route table is the app's (app/routes.ts), so the app hands its starter here once (App.tsx).

let start: (path: string) => void = () => undefined;

/** The app's: how a path's route is started (`startPath`). */
export function onLinkIntent(starter: (path: string) => void): void {
  start = starter;
}

/** A link to `href` is about to be followed: start its route (in-app paths only). */
export function linkIntent(href: string): void {
  if (href.startsWith('/')) start(href);
}
