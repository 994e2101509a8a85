/** The export's answer header with the number of documents it holds. */
export const EXPORT_DOCUMENTS_HEADER = 'x-export-documents';

/** A ZIP local file header is 30 bytes, then the entry's name. */
const NAME_OFFSET = 30;
const PDF_NAME = /^documents\/[^\n]*\.pdf$/;
const ASCII = new TextDecoder('latin1');

/**
 * Counts the documents' PDFs as the ZIP streams in, by the local file header that starts each entry
 * (`PK\3\4`, then the entry's name at byte 30). The last bytes of a chunk, where a header may be cut,
 * are kept for the next one.
 */
export class ExportProgress {
  private carry = new Uint8Array(0);
  pdfs = 0;
  bytes = 0;

  push(chunk: Uint8Array): void {
    this.bytes += chunk.byteLength;
    const data = new Uint8Array(this.carry.byteLength + chunk.byteLength);
    data.set(this.carry);
    data.set(chunk, this.carry.byteLength);
    let end = 0;
    for (let at = 0; at + NAME_OFFSET <= data.byteLength; at++) {
      end = at + 1;
      // 'PK\3\4'
      if (data[at] !== 0x50 || data[at + 1] !== 0x4b || data[at + 2] !== 3 || data[at + 3] !== 4) continue;
      const nameLength = data[at + 26]! | (data[at + 27]! << 8);
      if (at + NAME_OFFSET + nameLength > data.byteLength) {
        end = at;
        break;
      }
      const name = ASCII.decode(data.subarray(at + NAME_OFFSET, at + NAME_OFFSET + nameLength));
      if (PDF_NAME.test(name)) this.pdfs++;
      at += NAME_OFFSET + nameLength - 1;
      end = at + 1;
    }
    this.carry = data.slice(end);
  }

  /** 0-1 once the total is known; the archive's last entries (clients, preferences) are small. */
  fraction(total: number): number {
    return total > 0 ? Math.min(this.pdfs / total, 1) : 0;
  }
}
