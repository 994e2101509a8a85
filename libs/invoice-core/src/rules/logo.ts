/** Default logo size limit: 5 MB (the builder may be given another). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Logo formats the PDF renderer accepts: PNG and JPG. */
export const LOGO_TYPES: readonly string[] = Object.freeze(['image/png', 'image/jpeg']);

/** The action a rejected logo names: its dialog is 'File upload Failed'. */
export const LOGO_UPLOAD_ACTION = 'File upload';

/** Why a logo was rejected. */
export const LogoProblem = {
  UnsupportedType: 'unsupported-type',
  TooLarge: 'too-large',
} as const;
export type LogoProblem = (typeof LogoProblem)[keyof typeof LogoProblem];

/** The parts of a `File` the check needs, so it runs without the DOM too. */
export type LogoFile = { type: string; size: number };

/** Null when the logo may be used, else the first problem found (type before size). */
export function checkLogo(file: LogoFile, maxBytes: number = LOGO_MAX_BYTES): LogoProblem | null {
  // MIME types are case-insensitive; browsers usually lower-case them but stored data may not.
  if (!LOGO_TYPES.includes(file.type.trim().toLowerCase())) return LogoProblem.UnsupportedType;
  // A size that is not a number cannot be trusted to be small.
  if (!(file.size <= maxBytes)) return LogoProblem.TooLarge;
  return null;
}
