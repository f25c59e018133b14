export * from './phone.ts';
export * from './messages.ts';
export * from './dates.ts';
export * from './auth.ts';
export * from './contacts.ts';
export * from './person.ts';
export * from './legal.ts';
export * from './booking.ts';
