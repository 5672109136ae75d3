// The shape of one chat tool, and its schema compiled once.
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import type { ChatToolContext } from './tool-context.js';

/** One tool: its name and description for the model, the schema of its arguments, and what it does. */
export interface ChatTool<N extends string, S extends TObject, R> {
  name: N;
  description: string;
  schema: S;
  run(ctx: ChatToolContext, args: Static<S>): R;
}

/** A tool with its schema compiled once, at load. */
export function tool<N extends string, S extends TObject, R>(definition: ChatTool<N, S, R>) {
  return { ...definition, validator: Compile(definition.schema) };
}
