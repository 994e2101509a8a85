export * from './service-fixtures';
export * from './free-port';
