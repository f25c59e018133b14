// ---------------------------------------------------------------------------------------------------------------
// General API (spec 2 section 7): the older flows, the catalogue of warehouses and boxes, cargo and requests.
// ---------------------------------------------------------------------------------------------------------------
// One module per group of calls, each small enough to read against its section of the spec: import them from
// '@sb/contracts' by name; this aggregate (the `general` namespace) is for the sandbox, the Pact tests and the
// coverage checks.

export * from './general/login.ts';
export * from './general/orders.ts';
export * from './general/places.ts';
export * from './general/profile.ts';
export * from './general/cargo.ts';
export * from './general/lock.ts';
