import { Type } from 'typebox';
import type { BodyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { FreeText } from './safe-text.js';

export const MAX_CHAT_MESSAGES = 40;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_SYSTEM_LENGTH = 4000;

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
  }),
  response: {
    200: Type.String({ description: 'text/event-stream' }),
    ...errorResponses,
  },
};

export type ChatBody = BodyOf<typeof ChatSchema>;
