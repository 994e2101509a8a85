import { PdfFormat, type Document, type RenderDocumentRequest } from '@paydraft/contracts';
import type { RpcClient } from '@paydraft/nest-kit';
import { ownerPlan } from './owner-plan';
import { renderRequestOf, type StoredDocumentType } from './render-request';
import { senderLogoFile, storedLogo } from './stored-logo';
import { watermarkFor } from './watermark';

/**
 * Whom a stored document's PDF is made for. Its owner, in their own request: documents answers only an
 * entitled owner, so it never carries the watermark. The owner's client (the shared link, the document
 * email): the watermark is the owner's plan's (`ownerPlan`).
 */
export type PdfReader = { reader: 'owner' } | { reader: 'client'; ownerId: string };

/**
 * The one way a stored document becomes pdf-render's request, whichever path prints it (the owner's
 * PDF, the account export, the shared link, the mail attachment): the stored logo its sender names, the
 * watermark its reader gets, and the document's own acceptance line.
 */
export async function storedRenderRequest(
  rpc: RpcClient,
  type: StoredDocumentType,
  document: Document,
  reader: PdfReader,
  format: PdfFormat = PdfFormat.UNSPECIFIED,
): Promise<RenderDocumentRequest> {
  const logoFile = senderLogoFile(document.senderInfo);
  const [logo, watermark] = await Promise.all([
    logoFile ? storedLogo(rpc, logoFile) : undefined,
    reader.reader === 'owner' ? false : ownerPlan(rpc, reader.ownerId).then(watermarkFor),
  ]);
  return renderRequestOf(type, document, { logo, watermark, format });
}
