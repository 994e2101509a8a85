import { create } from '@bufbuild/protobuf';
import { PaymentRecordedSchema, type RpcContract } from '@paydraft/contracts';
import type { RpcClient } from '@paydraft/nest-kit';
import { ReceiptPdf } from './receipt-pdf';

/** A pdf-render that records the receipt requests it is sent. */
function recordingRpc() {
  const requests: unknown[] = [];
  const rpc = {
    request: async (_contract: RpcContract, payload: unknown) => {
      requests.push(payload);
      return { pdf: new Uint8Array([37, 80, 68, 70]) };
    },
  } as unknown as RpcClient;
  return { rpc, requests };
}

describe('ReceiptPdf', () => {
  it("asks for the receipt in the invoice's language, English when the event names none we write", async () => {
    const { rpc, requests } = recordingRpc();
    const pdf = new ReceiptPdf(rpc);

    await pdf.attachment(create(PaymentRecordedSchema, { paymentId: 'p-1', language: 'de-DE' }));
    await pdf.attachment(create(PaymentRecordedSchema, { paymentId: 'p-2', language: 'xx' }));

    expect(requests).toEqual([
      expect.objectContaining({ language: 'de-DE' }),
      expect.objectContaining({ language: 'en-US' }),
    ]);
  });
});
