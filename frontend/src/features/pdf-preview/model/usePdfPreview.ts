import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { fetchPreview, PreviewError, type PreviewRequest } from '../api/fetchPreview';
import { createPreviewScheduler } from './previewScheduler';

export type PreviewState = {
  /** The last preview drawn; kept while a newer one loads. */
  pdf: Uint8Array | null;
  loading: boolean;
  error: string | null;
};

const NETWORK_ERROR = 'The preview could not be reached. Check your connection; your PDF is not affected.';

/**
 * The preview of `request` while `active`: fetched once the builder has been quiet for 800 ms, the
 * superseded request aborted. Nothing is fetched while the pane is closed.
 */
export function usePdfPreview(request: PreviewRequest, active: boolean): PreviewState {
  const token = useAppSelector((state) => state.session.token);
  const [state, setState] = useState<PreviewState>({ pdf: null, loading: false, error: null });
  // The builder hands a new object each render: a version is its JSON text, its logo and who asks
  // (signing in or out changes the footer watermark).
  const json = JSON.stringify(request.document);
  const version = useMemo(() => ({ json, logo: request.logo ?? null, token }), [json, request.logo, token]);

  const scheduler = useMemo(
    () =>
      createPreviewScheduler<typeof version>(async ({ json: text, logo, token: bearer }, signal) => {
        setState((before) => ({ ...before, loading: true }));
        try {
          const pdf = await fetchPreview({ document: JSON.parse(text), logo }, bearer, signal);
          setState({ pdf, loading: false, error: null });
        } catch (failure) {
          if (signal.aborted) return;
          const error = failure instanceof PreviewError ? failure.message : NETWORK_ERROR;
          setState((before) => ({ ...before, loading: false, error }));
        }
      }),
    [],
  );

  useEffect(() => {
    if (active) scheduler.change(version);
  }, [active, version, scheduler]);
  useEffect(() => {
    if (!active) scheduler.stop();
    return () => scheduler.stop();
  }, [active, scheduler]);

  return state;
}
