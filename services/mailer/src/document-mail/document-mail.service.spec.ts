import { create } from '@bufbuild/protobuf';
import {
  AuthRpc,
  BillingRpc,
  DocumentSchema,
  DocumentSendRequestedSchema,
  DocumentsRpc,
  ErrorCode,
  MailerEvents,
  PdfRenderRpc,
  Plan,
  QuoteDecidedSchema,
  type RenderDocumentRequest,
  type RpcContract,
} from '@paydraft/contracts';
import { RpcError, type EventPublisher, type RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type { OutboxService, QueuedMail } from '../outbox/outbox.service';
import { DocumentMailService, publicViewUrl, senderNameOf } from './document-mail.service';
import { attachmentName, DocumentPdf } from './document-pdf';

const BASE_URL = 'https://app.paydraft.test';

const quote = create(DocumentSchema, {
  id: 'q1',
  documentType: 'quote',
  documentNumber: 'QUO-1',
  status: 'sent',
  senderInfo: 'Ada Studio',
  receiverInfo: 'Grace Ltd',
  currency: 'EUR',
  items: [{ description: 'Design', qty: '1', price: '100' }],
});

const sendRequested = create(DocumentSendRequestedSchema, {
  sendId: 'send-1',
  ownerId: 'owner-1',
  documentType: 'quote',
  documentId: 'q1',
  documentNumber: 'QUO-1',
  token: 'tok_en-1',
  recipient: 'grace@example.com',
  subject: 'Your quote',
  message: 'Hello',
  businessName: 'Ada Studio',
});

type Answers = Partial<Record<string, (payload: unknown) => unknown>>;

/** An RpcClient answering each subject from `answers`, recording the calls. */
function fakeRpc(answers: Answers) {
  const calls: { subject: string; payload: unknown }[] = [];
  const rpc = {
    request: async (contract: RpcContract, payload: unknown) => {
      calls.push({ subject: contract.subject, payload });
      const answer = answers[contract.subject];
      if (!answer) throw new Error(`unexpected call ${contract.subject}`);
      return answer(payload);
    },
  } as unknown as RpcClient;
  return { rpc, calls };
}

const notFound = (subject: string) => () => {
  throw new RpcError(ErrorCode.NOT_FOUND, 'gone', subject);
};

function working(overrides: Answers = {}): Answers {
  return {
    [DocumentsRpc.getShared.subject]: () => ({
      document: quote,
      ownerId: 'owner-1',
      businessName: 'Stored Name',
    }),
    [AuthRpc.contact.subject]: () => ({ email: 'ada@example.com', username: 'ada' }),
    [BillingRpc.entitlement.subject]: () => ({ plan: Plan.PRO }),
    [PdfRenderRpc.renderDocument.subject]: () => ({ pdf: Buffer.from('%PDF-1.7 QUO-1'), pageCount: 1 }),
    ...overrides,
  };
}

function serviceWith(answers: Answers, queuedKeys: string[] = []) {
  const { rpc, calls } = fakeRpc(answers);
  const queued: { key: string; mail: QueuedMail }[] = [];
  const outbox = {
    hasMailFor: async (key: string) => queuedKeys.includes(key) || queued.some((q) => q.key === key),
    enqueueForEvent: async (key: string, mail: QueuedMail) => {
      queued.push({ key, mail });
      return 'row';
    },
  } as unknown as OutboxService;
  const logger = { child: () => logger, warn: () => undefined, error: () => undefined } as unknown as Logger;
  const published: { subject: string; payload: unknown; eventId: string }[] = [];
  const events = {
    publish: async (contract: { subject: string }, payload: unknown, eventId: string) => {
      published.push({ subject: contract.subject, payload, eventId });
      return eventId;
    },
  } as unknown as EventPublisher;
  const service = new DocumentMailService(outbox, rpc, new DocumentPdf(rpc), events, BASE_URL, logger);
  return { service, calls, queued, published };
}

describe('DocumentMailService.sendDocument', () => {
  it("queues the document under the owner's name, reply-to the owner, with the link and the PDF", async () => {
    const { service, queued } = serviceWith(working());

    await service.sendDocument(sendRequested);

    expect(queued).toHaveLength(1);
    const { key, mail } = queued[0];
    expect(key).toBe('documents.send:send-1');
    expect(mail).toMatchObject({
      to: 'grace@example.com',
      fromName: 'Ada Studio',
      replyTo: 'ada@example.com',
      data: {
        kind: 'document',
        documentType: 'quote',
        documentNumber: 'QUO-1',
        subject: 'Your quote',
        message: 'Hello',
        viewUrl: 'https://app.paydraft.test/view/quote/tok_en-1',
        attachmentName: 'quote-QUO-1.pdf',
      },
    });
    expect(mail.attachments).toEqual([
      {
        filename: 'quote-QUO-1.pdf',
        type: 'application/pdf',
        content: Buffer.from('%PDF-1.7 QUO-1').toString('base64'),
      },
    ]);
  });

  it("writes the mail in the document's language, the one the event names", async () => {
    const german = serviceWith(working());
    await german.service.sendDocument({ ...sendRequested, language: 'de-DE' });
    expect(german.queued[0]?.mail.data).toMatchObject({ kind: 'document', language: 'de-DE' });

    const unknown = serviceWith(working());
    await unknown.service.sendDocument({ ...sendRequested, language: 'xx-YY' });
    expect(unknown.queued[0]?.mail.data).not.toHaveProperty('language', expect.anything());
  });

  it('renders the PDF without the watermark for an entitled owner, with it for a Free one', async () => {
    for (const [plan, watermark] of [
      [Plan.PRO, false],
      [Plan.FREE, true],
    ] as const) {
      const rendered: RenderDocumentRequest[] = [];
      const { service } = serviceWith(
        working({
          [BillingRpc.entitlement.subject]: () => ({ plan }),
          [PdfRenderRpc.renderDocument.subject]: (request) => {
            rendered.push(request as RenderDocumentRequest);
            return { pdf: Buffer.from('%PDF'), pageCount: 1 };
          },
        }),
      );
      await service.sendDocument(sendRequested);
      expect(rendered.map((request) => request.watermark)).toEqual([watermark]);
      expect(rendered[0].documentNumber).toBe('QUO-1');
    }
  });

  it('falls back to the saved business name, then to the account email', async () => {
    const stored = serviceWith(working());
    await stored.service.sendDocument({ ...sendRequested, businessName: '' });
    expect(stored.queued[0].mail.fromName).toBe('Stored Name');

    const none = serviceWith(
      working({
        [DocumentsRpc.getShared.subject]: () => ({ document: quote, ownerId: 'owner-1', businessName: '' }),
      }),
    );
    await none.service.sendDocument({ ...sendRequested, businessName: '' });
    expect(none.queued[0].mail).toMatchObject({ fromName: 'ada@example.com', replyTo: 'ada@example.com' });
  });

  it('replies to the business email of the event; one that is not an address falls back to the account', async () => {
    const business = serviceWith(working());
    await business.service.sendDocument({ ...sendRequested, businessEmail: ' billing@ada.example ' });
    expect(business.queued[0].mail.replyTo).toBe('billing@ada.example');

    const broken = serviceWith(working());
    await broken.service.sendDocument({ ...sendRequested, businessEmail: 'not an address' });
    expect(broken.queued[0].mail.replyTo).toBe('ada@example.com');
  });

  it('does nothing again for a send already queued (a redelivery): no second render', async () => {
    const { service, calls, queued } = serviceWith(working(), ['documents.send:send-1']);

    await service.sendDocument(sendRequested);

    expect(queued).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sends nothing, and succeeds, when the link was revoked or the owner is gone', async () => {
    const revoked = serviceWith(
      working({ [DocumentsRpc.getShared.subject]: notFound('documents.get-shared') }),
    );
    await expect(revoked.service.sendDocument(sendRequested)).resolves.toBeUndefined();
    expect(revoked.queued).toEqual([]);

    const gone = serviceWith(working({ [AuthRpc.contact.subject]: notFound('auth.contact') }));
    await expect(gone.service.sendDocument(sendRequested)).resolves.toBeUndefined();
    expect(gone.queued).toEqual([]);
  });

  it('fails (so the event is offered again) when rendering fails, instead of mailing without the PDF', async () => {
    const { service, queued } = serviceWith(
      working({
        [PdfRenderRpc.renderDocument.subject]: () => {
          throw new RpcError(ErrorCode.UNAVAILABLE, 'no pdf-render', 'pdf-render.render');
        },
      }),
    );

    await expect(service.sendDocument(sendRequested)).rejects.toThrow('no pdf-render');
    expect(queued).toEqual([]);
  });

  it('reports the send failed, once and without retrying, when pdf-render refuses the document', async () => {
    const { service, queued, published } = serviceWith(
      working({
        [PdfRenderRpc.renderDocument.subject]: () => {
          throw new RpcError(ErrorCode.INVALID_ARGUMENT, 'Unknown currency', 'pdf-render.render');
        },
      }),
    );

    await expect(service.sendDocument(sendRequested)).resolves.toBeUndefined();
    expect(queued).toEqual([]);
    expect(published).toEqual([
      {
        subject: MailerEvents.documentMailFailed.subject,
        payload: expect.objectContaining({
          sendId: 'send-1',
          ownerId: 'owner-1',
          documentId: 'q1',
          reason: 'Unknown currency',
        }),
        eventId: 'document-mail-failed:send-1',
      },
    ]);
  });

  it('reports the send failed on the last delivery of a failing render, and still fails it for the dead letters', async () => {
    const { service, published } = serviceWith(
      working({
        [PdfRenderRpc.renderDocument.subject]: () => {
          throw new RpcError(ErrorCode.UNAVAILABLE, 'no pdf-render', 'pdf-render.render');
        },
      }),
    );

    await expect(service.sendDocument(sendRequested)).rejects.toThrow('no pdf-render');
    expect(published).toEqual([]);
    await expect(service.sendDocument(sendRequested, { lastDelivery: true })).rejects.toThrow(
      'no pdf-render',
    );
    expect(published.map((event) => event.subject)).toEqual([MailerEvents.documentMailFailed.subject]);
  });

  it("refuses a token that names another owner's document", async () => {
    const { service, queued } = serviceWith(
      working({ [DocumentsRpc.getShared.subject]: () => ({ document: quote, ownerId: 'someone-else' }) }),
    );
    await service.sendDocument(sendRequested);
    expect(queued).toEqual([]);
  });
});

describe('DocumentMailService.quoteDecided', () => {
  const decided = create(QuoteDecidedSchema, {
    ownerId: 'owner-1',
    documentId: 'q1',
    documentNumber: 'QUO-1',
    decision: 'accepted',
    signerName: 'Grace Hopper',
    decidedAt: '2026-11-20T10:00:00.000Z',
  });

  it("tells the owner at their account's address, once per quote and decision", async () => {
    const { service, queued } = serviceWith(working());

    await service.quoteDecided(decided, 'accepted');

    expect(queued).toEqual([
      {
        key: 'documents.quote-decided:owner-1:q1:accepted',
        mail: {
          to: 'ada@example.com',
          data: {
            kind: 'quote-decision',
            decision: 'accepted',
            documentNumber: 'QUO-1',
            signerName: 'Grace Hopper',
            decidedOn: '2026-11-20',
            username: 'ada',
            historyUrl: 'https://app.paydraft.test/dashboard?section=history',
          },
        },
      },
    ]);
  });

  it("tells the owner in the owner's language, the day written in it", async () => {
    const { service, queued } = serviceWith(working());

    await service.quoteDecided({ ...decided, ownerLanguage: 'de-DE' }, 'accepted');

    expect(queued[0]?.mail.data).toMatchObject({ language: 'de-DE', decidedOn: '20. November 2026' });
  });

  it('sends nothing when the owner is gone', async () => {
    const { service, queued } = serviceWith(working({ [AuthRpc.contact.subject]: notFound('auth.contact') }));
    await service.quoteDecided(decided, 'rejected');
    expect(queued).toEqual([]);
  });
});

describe('helpers', () => {
  it('builds the public view link under the base URL', () => {
    expect(publicViewUrl('http://localhost:8080/', 'invoice', 'a_b-c')).toBe(
      'http://localhost:8080/view/invoice/a_b-c',
    );
  });

  it('keeps the sender name to one line of at most 100 characters', () => {
    expect(senderNameOf('Ada\r\nStudio')).toBe('Ada Studio');
    expect(senderNameOf('  ')).toBe('Paydraft');
    expect(senderNameOf('x'.repeat(150))).toHaveLength(100);
  });

  it('names the attachment {type}-{number}.pdf with safe characters', () => {
    expect(attachmentName('quote', 'QUO-1')).toBe('quote-QUO-1.pdf');
    expect(attachmentName('invoice', '2026/07 "A"')).toBe('invoice-2026-07-A.pdf');
    expect(attachmentName('invoice', '')).toBe('invoice.pdf');
  });
});
