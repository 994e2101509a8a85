/** What a saved invoice downloads as: its PDF, a Factur-X PDF, or an e-invoice XML alone. */
export type DownloadKind = 'pdf' | 'facturx' | 'xrechnung' | 'peppol' | 'cii';

export const DOWNLOAD_KINDS: { kind: DownloadKind; label: string }[] = [
  { kind: 'pdf', label: 'PDF' },
  { kind: 'facturx', label: 'Factur-X PDF' },
  { kind: 'xrechnung', label: 'XRechnung (UBL)' },
  { kind: 'peppol', label: 'Peppol (UBL)' },
  { kind: 'cii', label: 'CII XML' },
];

const PATHS: Record<DownloadKind, string> = {
  pdf: 'pdf',
  facturx: 'pdf?format=facturx',
  xrechnung: 'einvoice?syntax=ubl&profile=xrechnung',
  peppol: 'einvoice?syntax=ubl&profile=peppol',
  cii: 'einvoice?syntax=cii',
};

/** The path after /api/documents/invoice/{id}/ that answers the download. */
export const downloadPathOf = (kind: DownloadKind): string => PATHS[kind];

/** The file name when the server names none: the number, the kind, the extension. */
export function fallbackFileName(number: string, kind: DownloadKind): string {
  if (kind === 'pdf') return `${number}.pdf`;
  return kind === 'facturx' ? `${number}-facturx.pdf` : `${number}-${kind}.xml`;
}
