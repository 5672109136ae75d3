// The first view's data, inlined by the server into an app page's HTML (apps/api first-view.ts) as
// `<script type="application/json" id="pick3-first-view">`: the answers the first screen would
// otherwise request, so the app seeds its query cache and draws it without a request (issue 24
// item 3). Not a route of its own: each entry is exactly one GET route's 200 answer.
import { Type, type Static } from 'typebox';

/** The id of the script element that carries it (the web reads it by this id). */
export type FirstViewElementId = 'pick3-first-view';

export const FirstViewSchema = Type.Object({
  at: Type.Integer({ description: 'when the server read the answers (ms since epoch)' }),
  state: Type.String({ description: "the page's state (upper-case code)" }),
  answers: Type.Array(
    Type.Object({
      url: Type.String({
        description: 'the GET request answered, as the app would send it: `/api/states`',
      }),
      body: Type.Unknown({ description: "that route's 200 answer" }),
    }),
  ),
});

export type FirstView = Static<typeof FirstViewSchema>;
