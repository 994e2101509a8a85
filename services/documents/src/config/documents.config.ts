import { serviceEnvSchema } from '@paydraft/nest-kit';

/** The documents service reads only the shared variables so far. */
export const documentsEnvSchema = serviceEnvSchema;
