import { create } from '@bufbuild/protobuf';
import {
  AuthRpc,
  BillingRpc,
  CallerSchema,
  DocumentSchema,
  DocumentsRpc,
  ErrorCode,
  PdfRenderRpc,
  Plan,
  type RpcContract,
} from '@paydraft/contracts';
import { storedRenderRequest } from '@paydraft/document-render';
import { RpcError, runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import type { PayNow } from '../sharing/pay-now';
import { SharedDocuments } from '../sharing/shared-documents';
import { DocumentPdfController } from './document-pdf.controller';

const invoice = create(DocumentSchema, {
  documentType: 'invoice',
  documentNumber: 'INV-5',
  issueDate: '2026-11-01',
  senderInfo: JSON.stringify({ name: 'Ada Studio', logo_url: '/api/upload/logo/gone.png' }),
  receiverInfo: JSON.stringify('Grace Ltd'),
  items: [{ description: 'Design', qty: '2', price: '100' }],
  totalAmount: '200.00',
  balanceDue: '200.00',
});

/** The services behind both routes, for a Pro owner whose logo was removed; pdf-render records its requests. */
function recordingServices() {
  const printed: unknown[] = [];
  const answers: Record<string, (payload: unknown) => unknown> = {
    [DocumentsRpc.get.subject]: () => ({ document: invoice }),
    [DocumentsRpc.getShared.subject]: () => ({ document: invoice, ownerId: 'owner-1' }),
    [DocumentsRpc.recordViewed.subject]: () => ({}),
    [DocumentsRpc.getLogo.subject]: () => {
      throw new RpcError(ErrorCode.NOT_FOUND, 'gone', DocumentsRpc.getLogo.subject);
    },
    [AuthRpc.contact.subject]: () => ({ isTester: false }),
    [BillingRpc.entitlement.subject]: () => ({ plan: Plan.PRO }),
    [PdfRenderRpc.renderDocument.subject]: (payload) => {
      printed.push(payload);
      return { pdf: new Uint8Array([37, 80, 68, 70]) };
    },
  };
  const rpc = {
    request: async (contract: RpcContract, payload: unknown) => answers[contract.subject]!(payload),
  } as unknown as RpcClient;
  const controller = new DocumentPdfController(rpc, new SharedDocuments(rpc, {} as PayNow));
  return { rpc, printed, controller };
}

describe("a stored document's PDF", () => {
  it('asks pdf-render for the same page from the owner’s download and from the shared link', async () => {
    const { rpc, printed, controller } = recordingServices();
    const caller = create(CallerSchema, { userId: 'owner-1' });

    await runInRequestContext({ requestId: 'r-1', caller }, () =>
      controller.pdf('invoice', 'd-1', { format: 'plain' }),
    );
    await runInRequestContext({ requestId: 'r-2' }, () =>
      controller.pdf('invoice', 'share-token', { format: 'plain' }),
    );

    const expected = await storedRenderRequest(rpc, 'invoice', invoice, { reader: 'owner' });
    expect(printed).toEqual([expected, expected]);
    expect(expected).toMatchObject({ documentNumber: 'INV-5', receiverInfo: 'Grace Ltd', watermark: false });
  });
});
