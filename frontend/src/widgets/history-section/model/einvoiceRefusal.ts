/** A 422 e-invoice refusal's body: the message and each field the invoice lacks. */
export type EInvoiceRefusal = { error: string; problems: { field: string; message: string }[] };

/** The refusal in an RTK Query error, when the server answered one (a 422 with problems). */
export function einvoiceRefusalOf(error: unknown): EInvoiceRefusal | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status !== 422 || typeof data !== 'object' || data === null) return undefined;
  const { error: message, problems } = data as { error?: unknown; problems?: unknown };
  if (typeof message !== 'string' || !Array.isArray(problems)) return undefined;
  return { error: message, problems: problems as EInvoiceRefusal['problems'] };
}
