// A chat tool's refusal, and core's validation errors read as one.
import { isPick3Error } from '@pick3/core';

/** A tool's refusal: bad arguments (`field` names the first bad one) or a rule of core. */
export class ChatToolError extends Error {
  override name = 'ChatToolError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Core's validation errors (bad window, depth…) read as the tool's own, for the model to correct. */
export function fromCore<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isPick3Error(error)) throw new ChatToolError(error.message);
    throw error;
  }
}
