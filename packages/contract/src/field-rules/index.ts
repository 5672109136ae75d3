// The field rules the server's validation and the web's forms share: plain functions and constants,
// no TypeBox, so the browser bundle can import them. Each rule answers null or a FieldProblem (a
// stable code and the spec's English message).
export * from './field-problem.js';
export * from './account.js';
export * from './cart.js';
export * from './alerts.js';
