import { create } from '@bufbuild/protobuf';
import { RecordCardPaymentRequestSchema } from '@paydraft/contracts';
import type { StoredDocument } from '../documents/document.schema';
import { CardPaymentsService } from './card-payments.service';
import type { PaymentLedger, PaymentsChange } from './payment-ledger';
import type { PaymentNotices } from './payment-notices';

const recordedAt = new Date('2026-11-26T10:00:00Z');
const paidByCard = {
  _id: { toString: () => 'inv1' },
  ownerId: 'ada',
  type: 'invoice',
  number: 'INV-1',
  status: 'paid',
  currency: 'EUR',
  totalAmount: '100.00',
  payments: [
    {
      id: 'p1',
      amount: '100.00',
      currency: 'EUR',
      date: '2026-11-26',
      method: 'card',
      source: 'stripe',
      checkoutSessionId: 'cs_1',
      needsReview: false,
      recordedAt,
    },
  ],
} as unknown as StoredDocument;

/** A ledger over one invoice as read: it applies nothing, it answers what the change decided. */
const ledgerOf = (invoice: StoredDocument) =>
  ({
    change: async (
      _selector: unknown,
      decide: (read: StoredDocument) => Promise<PaymentsChange> | PaymentsChange,
    ) => {
      const change = await decide(invoice);
      return { invoice, written: change.kind === 'write' };
    },
  }) as unknown as PaymentLedger;

describe('CardPaymentsService', () => {
  it("publishes a replayed session's payment again under its own event id (a failed publish is retried by Stripe)", async () => {
    const published: unknown[] = [];
    const notices = {
      recorded: jest.fn(),
      published: async (...args: unknown[]) => {
        published.push(args);
      },
    } as unknown as PaymentNotices;
    const service = new CardPaymentsService(ledgerOf(paidByCard), notices);

    const reply = await service.recordPayment(
      create(RecordCardPaymentRequestSchema, {
        ownerId: 'ada',
        invoiceId: 'inv1',
        amount: '100.00',
        currency: 'eur',
        checkoutSessionId: 'cs_1',
        payerEmail: 'payer@example.com',
      }),
    );

    expect(reply.duplicate).toBe(true);
    expect(notices.recorded).not.toHaveBeenCalled();
    expect(published).toEqual([
      [
        paidByCard,
        expect.objectContaining({ id: 'p1', checkoutSessionId: 'cs_1' }),
        { send: true, email: 'payer@example.com' },
      ],
    ]);
  });
});
