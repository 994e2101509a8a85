/** The codes of the payments calls (proto/src/error-reasons.ts) a page can do something about. */
const MESSAGES: Record<string, string> = {
  'documents.payment_exceeds_balance':
    'This is more than the balance due. Lower the amount, or record the excess as an overpayment.',
  'documents.payment_not_accepted':
    'This invoice cannot take a payment: a draft or a cancelled invoice, or an amount in another currency.',
  'documents.invalid_input': 'Check the amount, the date and the method.',
  'documents.invalid_recipient': "The receipt cannot go to this address: check the client's email.",
  'documents.payment_not_found': 'This payment was already deleted.',
  'documents.not_found': 'This invoice no longer exists.',
};

const readBody = (error: unknown): { code?: unknown; error?: unknown } => {
  const data = (error as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as { code?: unknown; error?: unknown }) : {};
};

/** What a failed payments call says to the owner: by its code, else the server's words, else `fallback`. */
export function paymentErrorText(error: unknown, fallback: string): string {
  const body = readBody(error);
  if (typeof body.code === 'string' && MESSAGES[body.code]) return MESSAGES[body.code];
  return typeof body.error === 'string' && body.error ? body.error : fallback;
}

/** The code of a failed call, to react to one case (the overpayment choice). */
export const paymentErrorCode = (error: unknown): string | null => {
  const code = readBody(error).code;
  return typeof code === 'string' ? code : null;
};
