import { statelessServiceEnvSchema } from '@paydraft/nest-kit';

/** pdf-render is stateless: it reads no database variables. */
export const pdfRenderEnvSchema = statelessServiceEnvSchema;
