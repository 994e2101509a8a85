import { Injectable } from '@nestjs/common';
import {
  ClientsRpc,
  DocumentsRpc,
  ErrorCode,
  PdfRenderRpc,
  type Document,
  type ListDocumentsReply,
} from '@paydraft/contracts';
import { logoFileOf, storedRenderRequest, type StoredDocumentType } from '@paydraft/document-render';
import { RpcClient, RpcError } from '@paydraft/nest-kit';
import { clientAnswer } from '../../clients/client.answer';
import { documentAnswer } from '../../documents/document.answer';
import { preferencesAnswer } from '../../documents/preferences.answer';
import { toCsv } from './csv';
import { DocumentEntryNames } from './entry-names';
import { inOrder } from './in-order';
import type { ZipWriter } from './zip-writer';

const PAGE_SIZE = 100;

/**
 * PDFs asked of pdf-render at once for one export: enough to keep a render thread busy while the
 * previous PDF is written, few enough that an export of 500 documents never fills pdf-render's
 * in-flight limit and leaves room for everyone else's PDFs.
 */
export const EXPORT_RENDERS_AT_ONCE = 2;

const LIST_ALL = { search: '', documentType: '', client: '', status: '' };
const LOGO_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export type ExportSummary = { documents: number; pdfs: number; clients: number; withoutPdf: string[] };

/**
 * The caller's data as one ZIP: every document as JSON (the API's saved-document fields) and its
 * PDF, clients as CSV and JSON, preferences and logo, and `export.json` saying what it holds. Reads
 * only, through the same calls as the dashboard, so it needs a signed-in user and no active plan
 * beyond what those reads ask.
 */
@Injectable()
export class AccountExport {
  constructor(private readonly rpc: RpcClient) {}

  /** The first page of documents: asked before any byte is sent, so a refusal is a plain 4xx. */
  firstPage(): Promise<ListDocumentsReply> {
    return this.rpc.request(DocumentsRpc.list, { ...LIST_ALL, page: 1, pageSize: PAGE_SIZE });
  }

  async write(zip: ZipWriter, first: ListDocumentsReply, now = new Date()): Promise<ExportSummary> {
    const summary: ExportSummary = { documents: 0, pdfs: 0, clients: 0, withoutPdf: [] };
    await this.writeDocuments(zip, first, summary);
    summary.clients = await this.writeClients(zip);
    const logo = await this.writePreferences(zip);
    await zip.addText(
      'export.json',
      json({
        exported_at: now.toISOString(),
        documents: summary.documents,
        pdfs: summary.pdfs,
        documents_without_pdf: summary.withoutPdf,
        clients: summary.clients,
        logo,
      }),
    );
    zip.end();
    return summary;
  }

  private async writeDocuments(zip: ZipWriter, first: ListDocumentsReply, summary: ExportSummary) {
    const names = new DocumentEntryNames();
    const seen = new Set<string>();
    let page = first;
    for (let number = 1; page.documents.length > 0; number++) {
      // An edit during the export moves a document to the top: it is written once, where first met.
      const fresh = page.documents.filter((document) => !seen.has(document.id));
      fresh.forEach((document) => seen.add(document.id));
      for await (const { document, pdf } of inOrder(fresh, EXPORT_RENDERS_AT_ONCE, (d) => this.withPdf(d))) {
        const answer = documentAnswer(document);
        const name = names.nameOf(answer);
        await zip.addText(`${name}.json`, json(answer));
        summary.documents++;
        if (pdf) {
          await zip.add(`${name}.pdf`, pdf, false);
          summary.pdfs++;
        } else summary.withoutPdf.push(`${name}.json`);
      }
      if (page.documents.length < PAGE_SIZE) break;
      page = await this.rpc.request(DocumentsRpc.list, {
        ...LIST_ALL,
        page: number + 1,
        pageSize: PAGE_SIZE,
      });
    }
  }

  /** The owner's PDF (no watermark, the stored logo); one pdf-render refuses is listed, not fatal. */
  private async withPdf(document: Document): Promise<{ document: Document; pdf?: Uint8Array }> {
    const type = document.documentType as StoredDocumentType;
    const request = await storedRenderRequest(this.rpc, type, document, { reader: 'owner' });
    try {
      const { pdf } = await this.rpc.request(PdfRenderRpc.renderDocument, request);
      return { document, pdf };
    } catch (error) {
      if (error instanceof RpcError && error.code === ErrorCode.INVALID_ARGUMENT) return { document };
      throw error;
    }
  }

  private async writeClients(zip: ZipWriter): Promise<number> {
    const clients = [];
    for (let page = 1; ; page++) {
      const reply = await this.rpc.request(ClientsRpc.list, {
        search: '',
        status: '',
        page,
        pageSize: PAGE_SIZE,
      });
      clients.push(...reply.clients.map(clientAnswer));
      if (reply.clients.length < PAGE_SIZE) break;
    }
    await zip.addText('clients.json', json(clients));
    const columns = Object.keys(clientAnswer(undefined)) as (keyof (typeof clients)[number])[];
    await zip.addText('clients.csv', toCsv(columns, clients));
    return clients.length;
  }

  /** preferences.json, and the logo as logo.png or logo.jpg: answers the logo's entry name, or null. */
  private async writePreferences(zip: ZipWriter): Promise<string | null> {
    const preferences = await this.preferences();
    if (!preferences) return null;
    const answer = preferencesAnswer(preferences);
    await zip.addText('preferences.json', json(answer));
    const file = answer.logo_url ? logoFileOf(answer.logo_url) : undefined;
    const logo = file ? await this.logo(file) : undefined;
    if (!logo) return null;
    const name = `logo.${LOGO_EXTENSIONS[logo.mimeType] ?? 'png'}`;
    await zip.add(name, logo.data, false);
    return name;
  }

  private async preferences() {
    try {
      return (await this.rpc.request(DocumentsRpc.getPreferences, {})).preferences;
    } catch (error) {
      if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) return undefined;
      throw error;
    }
  }

  private async logo(logoId: string) {
    try {
      return await this.rpc.request(DocumentsRpc.getLogo, { logoId });
    } catch (error) {
      if (error instanceof RpcError && error.code === ErrorCode.NOT_FOUND) return undefined;
      throw error;
    }
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
