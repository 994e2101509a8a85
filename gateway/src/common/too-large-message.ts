/** 'The document is too large (at most 6 MB)': limits in the unit a person reads them in. */
export function tooLargeMessage(what: string, limitBytes: number): string {
  const size =
    limitBytes >= 1024 * 1024
      ? `${Number((limitBytes / (1024 * 1024)).toFixed(1))} MB`
      : `${Math.round(limitBytes / 1024)} KB`;
  return `${what} is too large (at most ${size})`;
}
