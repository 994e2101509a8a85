import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Writable } from 'node:stream';

/**
 * A ZIP written entry by entry to a stream, never held whole: each entry is handed on as soon as it is
 * added, and `add` waits while the reader is behind, so memory stays at a few entries whatever the
 * archive's size. PDFs and images are stored as they are (compressed already); text is deflated.
 */
export class ZipWriter {
  private readonly zip: Zip;
  private failed?: Error;

  constructor(private readonly out: Writable) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failed = error;
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
  }

  async add(name: string, data: Uint8Array, compress: boolean): Promise<void> {
    if (this.failed) throw this.failed;
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(data, true);
    await this.drained();
  }

  addText(name: string, text: string): Promise<void> {
    return this.add(name, Buffer.from(text, 'utf8'), true);
  }

  /** Writes the central directory and ends the stream. */
  end(): void {
    this.zip.end();
  }

  /** Resolves once the reader has caught up; rejects if it went away (the download was cancelled). */
  private drained(): Promise<void> {
    if (this.out.destroyed) return Promise.reject(new Error('the download was closed'));
    if (!this.out.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', closed);
        resolve();
      };
      const closed = () => {
        this.out.off('drain', done);
        reject(new Error('the download was closed'));
      };
      this.out.once('drain', done);
      this.out.once('close', closed);
    });
  }
}
