// ---------------------------------------------------------------------------------------------------------------
// The cabinet's server state: ONE definition per resource. Each resource has one key family (its first two key
// parts) and one options factory; features read these, never a copy of their own, and a mutation invalidates the
// family it changes through `xKeys`, never a hand-typed key. `resources.test.ts` lists the key of every endpoint.
//
// One module per group (`resources/*.ts`), so a screen's chunks carry only the groups (and the contracts' endpoints
// and schemas) it reads: in one module, every screen with a query loaded every group's calls, the profile's and
// the catalogue's included. This file gathers them; the bundler links each import to its group's module.
// ---------------------------------------------------------------------------------------------------------------

export * from './resources/client.ts';
export * from './resources/signature.ts';
export * from './resources/orders.ts';
export * from './resources/documents.ts';
export * from './resources/prices.ts';
export * from './resources/places.ts';
export * from './resources/cargo.ts';
export * from './resources/terms.ts';
