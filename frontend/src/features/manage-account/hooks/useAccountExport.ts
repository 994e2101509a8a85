import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectSessionToken } from '../../../shared/session/sessionSlice';
import { EXPORT_DOCUMENTS_HEADER, ExportProgress } from '../model/exportProgress';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; total: number; pdfs: number; bytes: number }
  | { phase: 'done'; total: number; bytes: number }
  | { phase: 'failed'; message: string };

const FAILED = 'The export could not be completed. Please try again.';

/** Saves the bytes under the server's file name, as a click on a download link would. */
function save(blob: Blob, disposition: string | null) {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'paydraft-export.zip';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /api/account/export, read as it streams so the page shows how many documents are in so far,
 * then saved as one file. The state says where it is; `start` does nothing while one runs.
 */
export function useAccountExport() {
  const token = useAppSelector(selectSessionToken);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });

  const start = useCallback(async () => {
    setState({ phase: 'running', total: 0, pdfs: 0, bytes: 0 });
    try {
      const response = await fetch('/api/account/export', { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setState({ phase: 'failed', message: body.error || FAILED });
        return;
      }
      const total = Number(response.headers.get(EXPORT_DOCUMENTS_HEADER) ?? 0);
      const progress = new ExportProgress();
      const chunks: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        progress.push(value);
        setState({ phase: 'running', total, pdfs: progress.pdfs, bytes: progress.bytes });
      }
      save(
        new Blob(chunks as BlobPart[], { type: 'application/zip' }),
        response.headers.get('content-disposition'),
      );
      setState({ phase: 'done', total, bytes: progress.bytes });
    } catch {
      setState({ phase: 'failed', message: FAILED });
    }
  }, [token]);

  return { state, start };
}
