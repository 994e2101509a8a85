import type { SharedDocumentReply } from '@paydraft/contracts';
import { partyText, senderLogoFile } from '@paydraft/document-render';
import { z } from 'zod';
import { printedDocumentAnswer, printedDocumentAnswerSchema } from '../documents/printed-document.answer';
import type { PayNowOffer } from './pay-now';

/**
 * A shared document as its client sees it (no ids): a quote shows `revision` of `latest_revision`, and
 * `revisions` lists the earlier ones with their decisions.
 */
export const publicDocumentAnswerSchema = z
  .object({
    ...printedDocumentAnswerSchema.shape,
    status: z.string(),
    sender_info: z.string(),
    receiver_info: z.string(),
    logo_url: z.string().nullable(),
    business_name: z.string(),
    latest_revision: z.number().int(),
    amount_paid: z.string(),
    balance_due: z.string(),
    pay_now: z
      .object({ amount: z.string(), currency: z.string() })
      .nullable()
      .describe(
        "An invoice's offer of card payment when it has a balance and its owner takes cards, else null",
      ),
    language: z.string().describe('BCP 47 tag the page is shown in'),
  })
  .meta({ id: 'PublicDocument' });
export type PublicDocument = z.output<typeof publicDocumentAnswerSchema>;

/**
 * A shared document as its client sees it: what the document prints, the owner's business name, the
 * decision on a quote, and what is paid and due on an invoice (never its payments, whose notes and
 * references are the owner's). Never the database id, the owner's id or the client's: the token is the
 * only key.
 */
export function publicDocumentAnswer(reply: SharedDocumentReply, payNow: PayNowOffer = null): PublicDocument {
  const document = reply.document;
  const logoFile = senderLogoFile(document?.senderInfo ?? '');
  return {
    ...printedDocumentAnswer(document),
    status: document?.status || 'draft',
    sender_info: partyText(document?.senderInfo ?? ''),
    receiver_info: partyText(document?.receiverInfo ?? ''),
    logo_url: logoFile ? `/api/upload/logo/${logoFile}` : null,
    business_name: reply.businessName,
    latest_revision: reply.latestRevision || 1,
    amount_paid: document?.amountPaid || '0',
    balance_due: document?.balanceDue || document?.totalAmount || '0',
    pay_now: payNow,
    // BCP 47 tag the page is shown in: the document's (snapshot at save).
    language: document?.language || 'en-US',
  };
}
