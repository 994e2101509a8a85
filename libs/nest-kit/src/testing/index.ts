export * from './service-fixtures';
export * from './store-writes';
