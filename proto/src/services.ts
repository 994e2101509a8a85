/** Every NATS service of Paydraft; each one's instances share a queue group of the same name. */
export const SERVICE_NAMES = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
