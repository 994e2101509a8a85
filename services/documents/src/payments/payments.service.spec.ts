import { create } from '@bufbuild/protobuf';
import { RecordPaymentRequestSchema } from '@paydraft/contracts';
import type { Logger } from 'pino';
import type { CreditNotesService } from '../documents/credit-notes.service';
import type { StoredDocument } from '../documents/document.schema';
import type { PaymentLedger, PaymentsChange } from './payment-ledger';
import type { PaymentNotices } from './payment-notices';
import { PaymentsService } from './payments.service';

const sent = {
  _id: { toString: () => 'inv1' },
  ownerId: 'ada',
  type: 'invoice',
  number: 'INV-1',
  status: 'sent',
  currency: 'EUR',
  totalAmount: '100.00',
} as unknown as StoredDocument;

/** A ledger that writes what the change decided onto the invoice as read. */
const ledgerOf = (invoice: StoredDocument) =>
  ({
    change: async (
      _selector: unknown,
      decide: (read: StoredDocument) => Promise<PaymentsChange> | PaymentsChange,
    ) => {
      const change = await decide(invoice);
      const written = change.kind === 'write' ? { ...invoice, payments: change.payments } : invoice;
      return { invoice: written, written: change.kind === 'write' };
    },
  }) as unknown as PaymentLedger;

describe('PaymentsService', () => {
  it('answers a recorded payment even when its feed entry or mail event fails after the write (a retry would pay twice)', async () => {
    const notices = {
      recorded: jest.fn().mockRejectedValue(new Error('NATS unavailable')),
    } as unknown as PaymentNotices;
    const logger = { warn: jest.fn() } as unknown as Logger;
    const service = new PaymentsService(ledgerOf(sent), notices, {} as CreditNotesService, logger);

    const recorded = await service.record(
      'ada',
      create(RecordPaymentRequestSchema, { invoiceId: 'inv1', amount: '40', method: 'cash' }),
    );

    expect(recorded.payment).toMatchObject({ amount: '40.00', method: 'cash' });
    expect(recorded.invoice.payments).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('answers an overpayment recorded without its credit note when making that fails, rather than an error', async () => {
    const notices = { recorded: jest.fn().mockResolvedValue(undefined) } as unknown as PaymentNotices;
    const creditNotes = {
      create: jest.fn().mockRejectedValue(new Error('store down')),
    } as unknown as CreditNotesService;
    const logger = { warn: jest.fn() } as unknown as Logger;
    const service = new PaymentsService(ledgerOf(sent), notices, creditNotes, logger);

    const recorded = await service.record(
      'ada',
      create(RecordPaymentRequestSchema, {
        invoiceId: 'inv1',
        amount: '130',
        method: 'cash',
        overpayment: true,
      }),
    );

    expect(recorded).toMatchObject({ payment: { amount: '130.00' }, creditNote: undefined });
    expect(creditNotes.create).toHaveBeenCalledWith(
      'ada',
      'inv1',
      expect.objectContaining({ items: [expect.objectContaining({ price: '30.00' })] }),
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
