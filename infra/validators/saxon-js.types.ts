// saxon-js ships no types: the two calls the schematron runner makes. A script file (no import or
// export), so this declares the module for the whole program.
declare module 'saxon-js' {
  type TransformOptions = {
    /** A SEF already parsed (JSON.parse of the compiled file). */
    stylesheetInternal: object;
    sourceText: string;
    destination: 'serialized';
  };
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
