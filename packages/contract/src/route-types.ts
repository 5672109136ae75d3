// Types of a route's request and answer, read off the route's schema object, so a type never
// restates a shape the schema already declares.
import type { Static, TSchema } from 'typebox';

/** The JSON body a route answers with `status` (200 unless given). */
export type ReplyOf<
  R extends { response: Record<string | number, TSchema> },
  S extends keyof R['response'] = 200,
> = Static<R['response'][S]>;

/** The JSON body a route accepts. */
export type BodyOf<R extends { body: TSchema }> = Static<R['body']>;

/** The query string a route accepts. */
export type QueryOf<R extends { querystring: TSchema }> = Static<R['querystring']>;
