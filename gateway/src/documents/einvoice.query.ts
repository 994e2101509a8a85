import { EInvoiceProfile, EInvoiceSyntax } from '@paydraft/contracts';
import { z } from 'zod';

/** `GET /api/documents/invoice/{id}/einvoice?syntax=cii` or `?syntax=ubl&profile=xrechnung|peppol`. */
export const einvoiceQuerySchema = z
  .object({
    syntax: z
      .enum(['cii', 'ubl'], { error: 'syntax must be cii or ubl' })
      .describe('cii: Factur-X EN 16931 CII D22B; ubl: UBL 2.1 with a profile'),
    profile: z
      .enum(['xrechnung', 'peppol'], { error: 'profile must be xrechnung or peppol' })
      .optional()
      .describe('With syntax=ubl: xrechnung (XRechnung 3.0) or peppol (Peppol BIS Billing 3.0)'),
  })
  .superRefine(({ syntax, profile }, context) => {
    if (syntax === 'ubl' && !profile)
      context.addIssue({ code: 'custom', message: 'UBL needs profile=xrechnung or profile=peppol' });
    if (syntax === 'cii' && profile)
      context.addIssue({ code: 'custom', message: 'CII takes no profile: leave profile out' });
  });

export type EInvoiceQuery = z.output<typeof einvoiceQuerySchema>;

const SYNTAXES = { cii: EInvoiceSyntax.CII, ubl: EInvoiceSyntax.UBL } as const;
const PROFILES = { xrechnung: EInvoiceProfile.XRECHNUNG, peppol: EInvoiceProfile.PEPPOL } as const;

/** The query in pdf-render's terms. */
export function einvoiceKindOf(query: EInvoiceQuery): { syntax: EInvoiceSyntax; profile: EInvoiceProfile } {
  return {
    syntax: SYNTAXES[query.syntax],
    profile: query.profile ? PROFILES[query.profile] : EInvoiceProfile.UNSPECIFIED,
  };
}
