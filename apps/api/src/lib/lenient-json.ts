// The spec's client posts some actions as JSON with no body at all. Fastify refuses an empty JSON body
// with 400; inside the calling plugin (content-type parsers are encapsulated) an empty body is
// accepted as "no body", and any other body still goes through Fastify's safe JSON parser.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its type merely allows a promise as well.
    void parseJson(request, body as string, done);
  });
}
