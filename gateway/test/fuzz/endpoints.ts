import type { JsonSchema } from './schema-arbitrary';

type Operation = {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};

export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One route of the gateway as its API reference describes it. */
export type Endpoint = {
  method: string;
  /** '/api/documents/{type}/{id}' */
  template: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's schema, when the route reads one. */
  bodySchema?: JsonSchema;
  /** Takes a bearer token (the dashboard's routes). */
  signedIn: boolean;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every route of the API reference, which the gateway builds from its controllers. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pathParams: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: operation.requestBody?.content['application/json']?.schema,
        signedIn: (operation.security ?? []).length > 0,
      })),
  );
}

/** The path with each parameter replaced by the (already encoded) segment `segmentOf` gives. */
export function pathOf(endpoint: Endpoint, segmentOf: (param: string) => string): string {
  return endpoint.template.replace(/\{(\w+)\}/g, (_match, param: string) => segmentOf(param));
}

export const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.template}`;
