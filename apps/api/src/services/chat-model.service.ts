// The language model behind the AI helper and the speech endpoint: any OpenAI-compatible server
// through the `openai` SDK (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TTS_MODEL).
// Chat answers stream as text pieces; when the model asks for tools, they run on our data and the
// conversation continues, so what it says about draws comes from the database, not from memory.
// The caller's AbortSignal reaches every upstream request: a client that leaves stops the model.
import { DRAW_TIME_LABELS, gameName, stateName, type DrawTimeCode } from '@pick3/core';
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { MODEL_TOOLS, ODDS_NOTE, runChatTool, type ChatToolContext } from './chat-tools.service.js';
import type { ChatTurn } from './offline-analyst.service.js';

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TTS_MODEL = 'gpt-4o-mini-tts';
/** Tool rounds before the model must answer in words. */
const MAX_TOOL_ROUNDS = 4;
/** Longest answer of one model call (tokens): a short chat reply, and a bound on what one call costs. */
export const MAX_ANSWER_TOKENS = 800;

export const SYSTEM_PROMPT = [
  'You are the AI Analyzer of a Pick 3 (three-digit daily lottery) analysis app for US three-digit daily games.',
  'Which states have stored draws and how current they are is given below from the server; never claim more coverage than that.',
  "Answer questions about draws, repeats, removed and remaining numbers, when a number last hit, skips ('due' numbers), digit frequency, backtests, patterns and odds using the tools: they read the app's stored draws.",
  'Never invent draws, dates or numbers; if a tool returns nothing, say so.',
  `Be honest about chance: ${ODDS_NOTE} Elimination, repeats, skips, digit counts and patterns describe the past; they do not predict the next draw, and you must not claim or imply that they do.`,
  'Keep answers short and plain. Numbers are three digits with leading zeros (e.g. 007).',
].join(' ');

/** What the page on screen shows (ChatPage of the contract). */
export interface ChatPageContext {
  state?: string | undefined;
  drawTime?: DrawTimeCode | undefined;
  language?: 'en' | 'es' | undefined;
}

export interface ChatRequest {
  system?: string | undefined;
  messages: readonly ChatTurn[];
  temperature?: number | undefined;
  page?: ChatPageContext | undefined;
}

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

/**
 * The system message that tells the model what the player is looking at: the state the answer is
 * about unless the question names another (the tools default to it), the draw time, and the
 * language to answer in.
 */
export function pagePrompt(page: ChatPageContext | undefined): string | null {
  if (page === undefined) return null;
  const parts: string[] = [];
  if (page.state !== undefined) {
    parts.push(
      `The page on screen shows ${stateName(page.state)} (${page.state}, ${gameName(page.state)}): answer about ${page.state} unless the question names another state, and pass that state to the tools.`,
    );
  }
  if (page.drawTime !== undefined)
    parts.push(`The page is narrowed to the ${DRAW_TIME_LABELS[page.drawTime]} draws.`);
  if (page.language !== undefined) {
    parts.push(
      `The page is in ${LANGUAGE_NAMES[page.language]}: always answer in ${LANGUAGE_NAMES[page.language]}, whatever the language of the tools' notes.`,
    );
  }
  return parts.length === 0 ? null : parts.join(' ');
}

export interface ModelClient {
  readonly model: string;
  /** The answer's text pieces, in order. Stops (throwing AbortError) when `signal` aborts. */
  chat(
    request: ChatRequest,
    ctx: ChatToolContext,
    signal: AbortSignal,
  ): AsyncGenerator<string, void, undefined>;
  /** MP3 bytes of `text` spoken in `voice`. */
  speech(input: { text: string; voice: string }, signal: AbortSignal): Promise<Buffer>;
}

export interface OpenaiConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string | undefined;
  ttsModel: string | undefined;
}

/** Turns of a conversation sent to the model at most: the question and the few before it. */
export const MODEL_HISTORY_TURNS = 6;
/** Characters of a conversation sent to the model at most (the question always goes). */
export const MODEL_HISTORY_CHARACTERS = 8_000;

/** The newest turns within MODEL_HISTORY_TURNS and MODEL_HISTORY_CHARACTERS, in order; the last always. */
export function recentTurns<T extends { content: string }>(turns: readonly T[]): T[] {
  const kept: T[] = [];
  let characters = 0;
  for (let i = turns.length - 1; i >= 0 && kept.length < MODEL_HISTORY_TURNS; i -= 1) {
    const turn = turns[i]!;
    characters += turn.content.length;
    if (kept.length > 0 && characters > MODEL_HISTORY_CHARACTERS) break;
    kept.unshift(turn);
  }
  return kept;
}

/** Whether a model is configured (a key or a server): else chat and speech are offline. */
export function modelConfigured(config: OpenaiConfig): boolean {
  return config.apiKey !== undefined || config.baseUrl !== undefined;
}

/** The model client, or null when neither a key nor a server is configured (offline). */
export function createModelClient(config: OpenaiConfig): ModelClient | null {
  if (!modelConfigured(config)) return null;
  // Local OpenAI-compatible servers often need no key; the SDK still wants a non-empty one.
  const client = new OpenAI({
    apiKey: config.apiKey ?? 'not-needed',
    baseURL: config.baseUrl,
    maxRetries: 1,
    timeout: 120_000,
  });
  const model = config.model ?? DEFAULT_CHAT_MODEL;
  const ttsModel = config.ttsModel ?? DEFAULT_TTS_MODEL;

  return {
    model,
    async *chat(request, ctx, signal) {
      const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: SYSTEM_PROMPT }];
      if (ctx.coverage !== undefined)
        messages.push({ role: 'system', content: `Data coverage now: ${ctx.coverage}` });
      const page = pagePrompt(request.page);
      if (page !== null) messages.push({ role: 'system', content: page });
      // A client's `system` text is never forwarded (issue 35 finding 10): the page's context comes
      // from `page`, checked by the schema. And only the conversation's newest turns go to the paid
      // model, within MODEL_HISTORY_CHARACTERS: older (or made-up) turns cannot inflate every call.
      for (const turn of recentTurns(request.messages))
        messages.push({ role: turn.role, content: turn.content });

      for (let round = 0; ; round += 1) {
        const lastRound = round >= MAX_TOOL_ROUNDS;
        const stream = await client.chat.completions.create(
          {
            model,
            messages,
            stream: true,
            // One completion per call, of bounded length: a request never asks for several answers.
            n: 1,
            max_tokens: MAX_ANSWER_TOKENS,
            tools: MODEL_TOOLS as unknown as ChatCompletionTool[],
            ...(lastRound ? { tool_choice: 'none' as const } : {}),
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          },
          { signal },
        );
        let text = '';
        const calls: Array<{ id: string; name: string; arguments: string }> = [];
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (delta === undefined) continue;
          if (typeof delta.content === 'string' && delta.content !== '') {
            text += delta.content;
            yield delta.content;
          }
          for (const call of delta.tool_calls ?? []) {
            const slot = (calls[call.index] ??= { id: '', name: '', arguments: '' });
            if (call.id) slot.id = call.id;
            if (call.function?.name) slot.name += call.function.name;
            if (call.function?.arguments) slot.arguments += call.function.arguments;
          }
        }
        const wanted = calls.filter((c) => c !== undefined && c.name !== '');
        if (wanted.length === 0 || lastRound) return;

        messages.push({
          role: 'assistant',
          content: text === '' ? null : text,
          tool_calls: wanted.map((c) => ({
            id: c.id,
            type: 'function' as const,
            function: { name: c.name, arguments: c.arguments },
          })),
        });
        for (const call of wanted) {
          signal.throwIfAborted();
          const result = await runChatTool(call.name, call.arguments, ctx);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    },
    async speech({ text, voice }, signal) {
      const response = await client.audio.speech.create(
        { model: ttsModel, input: text, voice, response_format: 'mp3' },
        { signal },
      );
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
