export * from './contracts';
export * from './services';
export * from './subjects';
export * from './gen/paydraft/common/v1/error_pb';
export * from './gen/paydraft/health/v1/health_pb';
export * from './gen/paydraft/mailer/v1/contact_pb';
export * from './gen/paydraft/auth/v1/events_pb';
export * from './gen/paydraft/pdf/v1/render_pb';
