import { serviceEnvSchema } from '@paydraft/nest-kit';

/** The clients service reads only the shared variables so far. */
export const clientsEnvSchema = serviceEnvSchema;
