const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** The file name of a Content-Disposition header, or `fallback`. */
export function filenameFrom(header: string | null, fallback: string): string {
  const match = header ? FILENAME.exec(header) : null;
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
