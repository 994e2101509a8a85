import { serviceEnvSchema } from '@paydraft/nest-kit';

/** The billing service reads only the shared variables so far. */
export const billingEnvSchema = serviceEnvSchema;
