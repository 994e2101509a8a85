import { create } from '@bufbuild/protobuf';
import {
  AuthRpc,
  BillingRpc,
  DocumentSchema,
  DocumentsRpc,
  ErrorCode,
  PdfRenderRpc,
  Plan,
  type RpcContract,
} from '@paydraft/contracts';
import { storedRenderRequest } from '@paydraft/document-render';
import { RpcError, type RpcClient } from '@paydraft/nest-kit';
import { DocumentPdf } from './document-pdf';

const quote = create(DocumentSchema, {
  documentType: 'quote',
  documentNumber: 'QUO-9',
  status: 'accepted',
  signerName: 'Grace',
  decidedAt: '2026-11-03T10:00:00Z',
  senderInfo: JSON.stringify({ name: 'Ada Studio', logo_url: '/api/upload/logo/gone.png' }),
  items: [{ description: 'Design', qty: '1', price: '90' }],
});

/** An owner on the free plan whose logo was removed; pdf-render records what it is asked to print. */
function recordingServices() {
  const printed: unknown[] = [];
  const answers: Record<string, (payload: unknown) => unknown> = {
    [DocumentsRpc.getLogo.subject]: () => {
      throw new RpcError(ErrorCode.NOT_FOUND, 'gone', DocumentsRpc.getLogo.subject);
    },
    [AuthRpc.contact.subject]: () => ({ isTester: false }),
    [BillingRpc.entitlement.subject]: () => ({ plan: Plan.FREE }),
    [PdfRenderRpc.renderDocument.subject]: (payload) => {
      printed.push(payload);
      return { pdf: new Uint8Array([37, 80, 68, 70]) };
    },
  };
  const rpc = {
    request: async (contract: RpcContract, payload: unknown) => answers[contract.subject]!(payload),
  } as unknown as RpcClient;
  return { rpc, printed };
}

describe('DocumentPdf', () => {
  it("attaches the document as its owner's client gets it from the shared link", async () => {
    const { rpc, printed } = recordingServices();
    const attachment = await new DocumentPdf(rpc).attachment('quote', quote, 'owner-1');

    const client = { reader: 'client', ownerId: 'owner-1' } as const;
    expect(printed).toEqual([await storedRenderRequest(rpc, 'quote', quote, client)]);
    expect(printed[0]).toMatchObject({ watermark: true, acceptance: { signerName: 'Grace' } });
    expect(attachment.filename).toBe('quote-QUO-9.pdf');
  });
});
