import { DocumentsRpc, ErrorCode } from '@paydraft/contracts';
import { RpcError, type RpcClient } from '@paydraft/nest-kit';
import sharp from 'sharp';
import type { NormalisedLogo } from './normalised-logo';

const LOGO_URL = /\/api\/upload\/logo\/([^/?#]+)$/;

/** The stored file a logo URL names (`/api/upload/logo/<id>.png`), or undefined for any other URL. */
export function logoFileOf(url: string): string | undefined {
  return LOGO_URL.exec(url)?.[1];
}

/** The logo_url a saved sender carries (the spec lets the sender be an object with one). */
export function senderLogoFile(senderInfo: string): string | undefined {
  try {
    const sender = JSON.parse(senderInfo) as unknown;
    const url = (sender as { logo_url?: unknown } | null)?.logo_url;
    return typeof url === 'string' ? logoFileOf(url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stored logo, ready for pdf-render (already normalised when it was uploaded). One removed since the
 * document was saved is simply left out of the PDF.
 */
export async function storedLogo(rpc: RpcClient, file: string): Promise<NormalisedLogo | undefined> {
  try {
    const logo = await rpc.request(DocumentsRpc.getLogo, { logoId: file });
    const data = Buffer.from(logo.data);
    const { width, height } = await sharp(data).metadata();
    return { data, mimeType: logo.mimeType as NormalisedLogo['mimeType'], widthPx: width, heightPx: height };
  } catch (error) {
    if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) return undefined;
    throw error;
  }
}
