import { create } from '@bufbuild/protobuf';
import {
  AuthRpc,
  BillingRpc,
  DocumentSchema,
  DocumentsRpc,
  PdfFormat,
  Plan,
  type RpcContract,
} from '@paydraft/contracts';
import type { RpcClient } from '@paydraft/nest-kit';
import sharp from 'sharp';
import { storedRenderRequest } from './stored-render-request';

const invoice = create(DocumentSchema, {
  documentType: 'invoice',
  documentNumber: 'INV-3',
  senderInfo: JSON.stringify({ name: 'Ada Studio', logo_url: '/api/upload/logo/logo-1.png' }),
  receiverInfo: JSON.stringify('Grace Ltd'),
  items: [{ description: 'Design', qty: '2', price: '100' }],
  totalAmount: '200.00',
});

/** The documents, auth and billing services as a PDF needs them: one stored logo, an owner on `plan`. */
async function servicesFor(plan: Plan, isTester = false) {
  const logo = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const answers: Record<string, () => unknown> = {
    [DocumentsRpc.getLogo.subject]: () => ({ data: logo, mimeType: 'image/png' }),
    [AuthRpc.contact.subject]: () => ({ isTester }),
    [BillingRpc.entitlement.subject]: () => ({ plan }),
  };
  return {
    request: async (contract: RpcContract) => answers[contract.subject]!(),
  } as unknown as RpcClient;
}

describe('storedRenderRequest', () => {
  it("prints the sender's stored logo at its size", async () => {
    const request = await storedRenderRequest(await servicesFor(Plan.PRO), 'invoice', invoice, {
      reader: 'owner',
    });
    expect(request.logo).toMatchObject({ mimeType: 'image/png', widthPx: 4, heightPx: 2 });
    expect(request).toMatchObject({ documentNumber: 'INV-3', senderInfo: 'Ada Studio', watermark: false });
  });

  it("gives the owner and a paying owner's client the same request for the same document", async () => {
    const rpc = await servicesFor(Plan.PRO);
    const forOwner = await storedRenderRequest(rpc, 'invoice', invoice, { reader: 'owner' });
    const forClient = await storedRenderRequest(rpc, 'invoice', invoice, {
      reader: 'client',
      ownerId: 'o-1',
    });
    expect(forClient).toEqual(forOwner);
  });

  it("watermarks a client's copy when the owner's plan does not open the dashboard, never a tester's", async () => {
    const client = { reader: 'client', ownerId: 'o-1' } as const;
    const free = await storedRenderRequest(await servicesFor(Plan.FREE), 'invoice', invoice, client);
    const tester = await storedRenderRequest(await servicesFor(Plan.FREE, true), 'invoice', invoice, client);
    expect(free.watermark).toBe(true);
    expect(tester.watermark).toBe(false);
  });

  it('asks for the format it is given (Factur-X), the page alone otherwise', async () => {
    const rpc = await servicesFor(Plan.PRO);
    const owner = { reader: 'owner' } as const;
    expect((await storedRenderRequest(rpc, 'invoice', invoice, owner)).format).toBe(PdfFormat.UNSPECIFIED);
    expect((await storedRenderRequest(rpc, 'invoice', invoice, owner, PdfFormat.FACTURX)).format).toBe(
      PdfFormat.FACTURX,
    );
  });
});
