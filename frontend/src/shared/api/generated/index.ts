/**
 * The page's types of the API, generated from the gateway's OpenAPI document (schema.ts, by
 * `npm run api:generate`; a drift fails the gateway's unit tests). Import them from here only.
 */
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** A named schema of the document: `ApiSchema<'Document'>`, `ApiSchema<'Client'>`, `ApiSchema<'ApiError'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON success answer of a call: `ApiAnswer<'/api/clients', 'get'>`. */
export type ApiAnswer<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends { responses: infer Responses }
  ? JsonOf<Responses[Extract<keyof Responses, 200 | 201 | 202>]>
  : never;

/** The JSON request body of a call: `ApiBody<'/api/clients', 'post'>`. */
export type ApiBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

export type ApiDocument = ApiSchema<'Document'>;
export type ApiPublicDocument = ApiSchema<'PublicDocument'>;
export type ApiClient = ApiSchema<'Client'>;
export type ApiPreferences = ApiSchema<'Preferences'>;
export type ApiPayment = ApiSchema<'Payment'>;
export type ApiUser = ApiSchema<'User'>;
export type ApiError = ApiSchema<'ApiError'>;
