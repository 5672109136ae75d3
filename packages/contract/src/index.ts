// The HTTP contract: every route's TypeBox schemas (one module per resource) with their Static<> types.
// The API registers these schemas; the web imports only types from here (`import type`), so no TypeBox
// code reaches the browser. Field rules without TypeBox are in '@pick3/contract/field-rules'.
export * from './error.schemas.js';
export * from './safe-text.js';
export * from './alerts.schemas.js';
export * from './auth.schemas.js';
export * from './cart.schemas.js';
export * from './chat.schemas.js';
export * from './check-numbers.schemas.js';
export * from './draws.schemas.js';
export * from './expected-results.schemas.js';
export * from './health.schemas.js';
export * from './lottery-analysis.schemas.js';
export * from './me.schemas.js';
export * from './money.schemas.js';
export * from './number-patterns.schemas.js';
export * from './payments.schemas.js';
export * from './poll.schemas.js';
export * from './pools.schemas.js';
export * from './purchased-numbers.schemas.js';
export * from './visitor-plays.schemas.js';
export * from './push.schemas.js';
export * from './refresh.schemas.js';
export * from './skips.schemas.js';
export * from './sources.schemas.js';
export * from './states.schemas.js';
export * from './tts.schemas.js';
export * from './route-types.js';
export * from './field-rules/index.js';
export * from './board.schemas.js';
