import { DRAW_TIMES, STATE_CODES } from '@pick3/core';
import { Type } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { FreeText } from './safe-text.js';

export const MAX_CHAT_MESSAGES = 40;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_SYSTEM_LENGTH = 4000;

/** What the page on screen shows: the helper answers about it and in its language. */
export const ChatPage = Type.Object(
  {
    state: Type.Optional(
      Type.Enum([...STATE_CODES], {
        description:
          'the state on screen: the answer is about it unless the question names another',
      }),
    ),
    drawTime: Type.Optional(
      Type.Enum([...DRAW_TIMES], { description: 'the draw time the page is narrowed to, if any' }),
    ),
    language: Type.Optional(
      Type.Enum(['en', 'es'], { description: 'the language of the page: answers come in it' }),
    ),
  },
  { additionalProperties: false },
);

export const ChatSchema = {
  tags: ['chat'],
  summary:
    'AI helper: a server-sent event stream of `data: {"delta":"…"}` lines ending `data: [DONE]`',
  description:
    'Answers come from an OpenAI-compatible model with tools over the stored draws, or, without a model, from the offline analyst ' +
    '(header x-chat-mode: model | offline). A failure after the stream started arrives as `data: {"error":"…"}` before [DONE]. ' +
    `At most ${MAX_CHAT_MESSAGES} messages of ${MAX_MESSAGE_LENGTH} characters (400 VALIDATION_ERROR naming the field).`,
  body: Type.Object({
    system: Type.Optional(FreeText({ maxLength: MAX_SYSTEM_LENGTH })),
    messages: Type.Array(
      Type.Object({
        role: Type.Enum(['user', 'assistant']),
        content: FreeText({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH }),
      }),
      { minItems: 1, maxItems: MAX_CHAT_MESSAGES },
    ),
    temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
    page: Type.Optional(ChatPage),
  }),
  response: {
    200: Type.String({ description: 'text/event-stream' }),
    ...errorResponses,
  },
};

export type ChatBody = BodyOf<typeof ChatSchema>;

export const ChatStatusSchema = {
  tags: ['chat'],
  summary: 'Whether the AI helper answers with a model or offline, before anything is asked',
  response: {
    200: Type.Object({
      mode: Type.Enum(['model', 'offline'], {
        description:
          "'offline': no model is configured; the offline analyst answers from the stored draws",
      }),
    }),
    ...errorResponses,
  },
};

export type ChatStatus = ReplyOf<typeof ChatStatusSchema>;
