export * from './test-infra';
export * from './service-fixtures';
