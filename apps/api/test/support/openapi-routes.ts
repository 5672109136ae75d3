// The API's routes as its own OpenAPI document (/docs/json) lists them, reduced to what a fuzzer
// needs: method, path template, and the JSON schemas of path, query and body. Reading the document
// of the running app (rather than a hand-kept list) means a route added tomorrow is fuzzed too.

/** The JSON Schema subset the TypeBox route schemas produce. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Fastify form: `/api/cart/:id/quantity`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: { properties: Record<string, JsonSchema>; required: string[] };
  /** The application/json body schema, when the route documents one. */
  body: JsonSchema | undefined;
  /** Answers with a never-ending event stream (app.inject would wait forever for its end). */
  streams: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export function routesFromOpenApi(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const query: ApiRoute['query'] = { properties: {}, required: [] };
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema ?? {};
        if (parameter.in === 'path') pathParams[parameter.name] = schema;
        if (parameter.in === 'query') {
          query.properties[parameter.name] = schema;
          if (parameter.required === true) query.required.push(parameter.name);
        }
      }
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      );
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path: template.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams,
        query,
        body: operation.requestBody?.content?.['application/json']?.schema,
        streams: Object.keys(success?.[1].content ?? {}).includes('text/event-stream'),
      });
    }
  }
  return routes;
}
