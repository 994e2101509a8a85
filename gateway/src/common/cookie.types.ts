// cookie 0.7 (the version Express 5 depends on) ships no types. Only what the gateway uses is declared.
declare module 'cookie' {
  /** The cookies of a Cookie header by name; a value that is not valid percent-encoding is kept as sent. */
  export function parse(header: string): Record<string, string | undefined>;
}
