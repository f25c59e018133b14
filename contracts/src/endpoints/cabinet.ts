// ---------------------------------------------------------------------------------------------------------------
// Cabinet API (spec 2 section 7). Field names exactly as the spec spells them. The screens use these; where a
// call also exists in the general API, the general twin stays defined for the older flows.
// ---------------------------------------------------------------------------------------------------------------
// One module per group of calls, each small enough to read against its section of the spec: import them from
// '@sb/contracts' by name; this aggregate (the `cabinet` namespace) is for the sandbox, the Pact tests and the
// coverage checks.

export * from './cabinet/auth.ts';
export * from './cabinet/session.ts';
export * from './cabinet/orders.ts';
export * from './cabinet/booking.ts';
export * from './cabinet/profile.ts';
export * from './cabinet/signature.ts';
export * from './cabinet/lock.ts';
export * from './cabinet/requests.ts';
