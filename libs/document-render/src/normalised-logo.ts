/** A logo ready for pdf-render: re-encoded PNG or JPEG, sized for the PDF's 40 × 20 mm box at 300 dpi. */
export type NormalisedLogo = {
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  widthPx: number;
  heightPx: number;
};
