import { useEffect, useState } from 'react';

export type LogoFile = { url: string; file: File };

/** The stored logo at `url` as a File (the builder previews it and the PDF carries it). */
export async function fetchLogoFile(url: string): Promise<File | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const type = blob.type || 'image/png';
    // Shown under the preview: the stored file's own name is an opaque id.
    return new File([blob], `Saved logo.${type === 'image/jpeg' ? 'jpg' : 'png'}`, { type });
  } catch {
    return null;
  }
}

/**
 * Fetches the stored logo once per address. `ready` is false while it loads; a logo that cannot be
 * fetched (removed since) is simply absent.
 */
export function useLogoFile(url: string | null | undefined): { ready: boolean; logo: LogoFile | null } {
  const [loaded, setLoaded] = useState<{ url: string; file: File | null } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    void fetchLogoFile(url).then((file) => {
      if (current) setLoaded({ url, file });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { ready: true, logo: null };
  if (loaded?.url !== url) return { ready: false, logo: null };
  return { ready: true, logo: loaded.file ? { url, file: loaded.file } : null };
}
