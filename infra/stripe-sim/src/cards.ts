/**
 * Stripe's test cards the simulator knows: 4000 0000 0000 0002 is declined at once (at checkout);
 * 4000 0000 0000 0341 is accepted and saved, but every later charge fails (a trial that ends in
 * past_due). Any other number pays.
 */
export const DECLINED_CARD = '4000000000000002';
export const FAILS_LATER_CARD = '4000000000000341';
export const GOOD_CARD = '4242424242424242';

export const cardDigits = (input: string) => input.replace(/\D/g, '');

export const declinesNow = (card: string) => cardDigits(card) === DECLINED_CARD;

export const chargeSucceeds = (card: string) => ![DECLINED_CARD, FAILS_LATER_CARD].includes(cardDigits(card));
