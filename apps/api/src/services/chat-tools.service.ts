// The facts the AI helper may cite, as functions over the stored draws and @pick3/core, in one table
// of tools `{ name, description, schema, run }`, each family of tools in its own file of
// chat-tools/. The model sees each schema (TypeBox is JSON Schema) and its arguments are checked by
// that same schema, compiled by TypeBox: a bad argument comes back naming its field, never reaching
// `run`. The offline analyst calls the same tools through the same check. Each returns plain JSON
// and states odds honestly: every draw is independent and uniform, so no history, elimination or
// pattern changes the chance of the next one.
import { isPick3Error } from '@pick3/core';
import type { Static } from 'typebox';
import { latestDrawsTool, checkRepeatTool, drawTimeLatestTool } from './chat-tools/draw-tools.js';
import {
  remainingNumbersTool,
  poolRemainingTool,
  backtestTool,
} from './chat-tools/elimination-tools.js';
import { lookupNumberTool, numberHistoryTool, numberHeatTool } from './chat-tools/number-tools.js';
import { oddsTool, combinationsTool } from './chat-tools/odds-tools.js';
import { shouldIPlayTool, playPrizeTool, playWinningsTool } from './chat-tools/prize-tools.js';
import {
  dueNumbersTool,
  digitFrequencyTool,
  hotColdTool,
  numbersNotDrawnTool,
} from './chat-tools/statistics-tools.js';
import { checked } from './chat-tools/tool-arguments.js';
import type { ChatToolContext } from './chat-tools/tool-context.js';
import { ChatToolError, fromCore } from './chat-tools/tool-error.js';

export type { ChatToolContext, DataAge } from './chat-tools/tool-context.js';
export { ChatToolError } from './chat-tools/tool-error.js';
export { ODDS_NOTE } from './chat-tools/odds-note.js';

/** Every tool the model may call and the offline analyst uses, in the order the model is sent them. */
export const CHAT_TOOLS = [
  latestDrawsTool,
  checkRepeatTool,
  remainingNumbersTool,
  lookupNumberTool,
  oddsTool,
  numberHistoryTool,
  dueNumbersTool,
  digitFrequencyTool,
  hotColdTool,
  combinationsTool,
  shouldIPlayTool,
  playPrizeTool,
  numberHeatTool,
  numbersNotDrawnTool,
  playWinningsTool,
  poolRemainingTool,
  drawTimeLatestTool,
  backtestTool,
] as const;

type AnyTool = (typeof CHAT_TOOLS)[number];
export type ChatToolName = AnyTool['name'];
type ToolNamed<N extends ChatToolName> = Extract<AnyTool, { name: N }>;

/** The tools in the OpenAI `tools` format. */
export const MODEL_TOOLS = CHAT_TOOLS.map((t) => ({
  type: 'function' as const,
  function: { name: t.name, description: t.description, parameters: t.schema },
}));

const BY_NAME = new Map<string, AnyTool>(CHAT_TOOLS.map((t) => [t.name, t]));

/** Runs a tool by name for the offline analyst: its arguments are checked like the model's. */
export async function callChatTool<N extends ChatToolName>(
  name: N,
  args: Static<ToolNamed<N>['schema']>,
  ctx: ChatToolContext,
): Promise<Awaited<ReturnType<ToolNamed<N>['run']>>> {
  const t = BY_NAME.get(name)!;
  return fromCore(() => t.run(ctx, checked(t, args))) as never;
}

/** Runs a tool the model asked for; bad arguments come back as `{ error, field }` for the model to read, not as a throw. */
export async function runChatTool(
  name: string,
  rawArgs: string,
  ctx: ChatToolContext,
): Promise<unknown> {
  const t = BY_NAME.get(name);
  if (t === undefined) return { error: `Unknown tool ${name}.` };
  let args: unknown;
  try {
    args = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
  } catch {
    return { error: 'Arguments were not valid JSON.' };
  }
  try {
    return await t.run(ctx, checked(t, args));
  } catch (error) {
    if (error instanceof ChatToolError)
      return error.field === undefined
        ? { error: error.message }
        : { error: error.message, field: error.field };
    if (isPick3Error(error)) return { error: error.message };
    throw error;
  }
}
