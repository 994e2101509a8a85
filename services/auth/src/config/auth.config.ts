import { serviceEnvSchema } from '@paydraft/nest-kit';

/** The auth service reads only the shared variables so far. */
export const authEnvSchema = serviceEnvSchema;
