export * from './service-fixtures';
