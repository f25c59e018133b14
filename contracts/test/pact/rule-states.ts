// Provider states of the order and payment rules that more than one pact test file uses.
import { individualLoggedIn } from './helpers.ts';

/** Order 1021 ran 30 days to yesterday and is paid to its end: the provider archives it as completed. */
export const ENDED_RENTAL_STATE = 'the individual demo customer has an order whose rental ended paid to its end';
export const endedRental = { ...individualLoggedIn, orderNumber: 1021 };
