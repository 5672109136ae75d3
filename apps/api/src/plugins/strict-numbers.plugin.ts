// Numbers in a JSON body are JSON numbers, and finite. Fastify's validator coerces types (a query
// string is all text), so a body's `"quantity": "3"` would pass as 3 and `"Infinity"` or a
// 400-digit literal (parsed as Infinity) as an integer, reaching SQL and failing there with a 500.
// Before validation, every number-typed property of a body schema must hold a finite number: a
// string, NaN or Infinity there is 400 VALIDATION_ERROR naming the field. Query strings and path
// parameters keep their coercion (they are text), but a non-finite value is refused there too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

interface PropertySchema {
  type?: string | string[];
  properties?: Record<string, PropertySchema>;
  anyOf?: PropertySchema[];
}

/** Whether the schema accepts only numbers (integer or number, nothing else). */
function numericOnly(schema: PropertySchema): boolean {
  const types = [schema.type ?? []].flat();
  if (types.length === 0 && Array.isArray(schema.anyOf))
    return schema.anyOf.every((part) => numericOnly(part));
  return types.length > 0 && types.every((type) => type === 'integer' || type === 'number');
}

/** The first property of `value` that a numeric schema gets as a non-number or non-finite value. */
function badNumber(
  schema: PropertySchema | undefined,
  value: unknown,
  textAllowed: boolean,
): string | undefined {
  if (schema?.properties === undefined || value === null || typeof value !== 'object') return;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!numericOnly(property)) continue;
    const given = (value as Record<string, unknown>)[name];
    if (given === undefined) continue;
    if (typeof given === 'number' && !Number.isFinite(given)) return name;
    if (typeof given === 'string') {
      if (!textAllowed) return name;
      // Text that is no number is the validator's to refuse; text that overflows is ours.
      if (Math.abs(Number(given)) === Infinity) return name;
    }
  }
  return undefined;
}

function refuse(part: string, field: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', `${part}/${field} must be a finite number`, {
    field,
  });
}

export default fp(
  async function strictNumbersPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const schema = request.routeOptions.schema as
        | { body?: PropertySchema; querystring?: PropertySchema; params?: PropertySchema }
        | undefined;
      if (schema === undefined) return;
      const inBody = badNumber(schema.body, request.body, false);
      if (inBody !== undefined) throw refuse('body', inBody);
      const inQuery = badNumber(schema.querystring, request.query, true);
      if (inQuery !== undefined) throw refuse('querystring', inQuery);
      const inParams = badNumber(schema.params, request.params, true);
      if (inParams !== undefined) throw refuse('params', inParams);
    });
  },
  { name: 'strict-numbers', fastify: '5.x' },
);
