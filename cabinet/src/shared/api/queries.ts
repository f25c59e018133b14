// ---------------------------------------------------------------------------------------------------------------
// The query atoms of the resources more than one feature shows, beside their definitions: every screen that shows
// the profile, the requisites, the files or the orders reads the same atom, so a save anywhere (the profile's
// forms, the documents' EDS dialog, registration) refreshes every screen through the one key it invalidates.
// A query atom fetches only while a component reading it is mounted.
// ---------------------------------------------------------------------------------------------------------------

// one module per group, so a screen that reads one group loads none of the other's (a barrel's re-export stays in
// every chunk graph that reaches the barrel: a reader of one group imports its module)
export * from './customerQueries.ts';
export * from './orderQueries.ts';
