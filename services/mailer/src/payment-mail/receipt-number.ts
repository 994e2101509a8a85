/**
 * The number a receipt prints: the payment's id (a UUID) cut to its first 8 letters and digits,
 * upper-case. A whole UUID would wrap in the receipt's details column; 8 hex digits still tell an
 * owner's receipts apart and match the start of the payment's id.
 */
export const receiptNumberOf = (paymentId: string): string =>
  paymentId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase();
