// Jest compiles to CommonJS, where `import.meta` does not exist: analytics stay off in unit tests.
export const GA_MEASUREMENT_ID = '';
