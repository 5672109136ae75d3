import { Type } from 'typebox';
import { errorResponses } from './error.schemas.js';
import { FreeText } from './safe-text.js';

export const VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
] as const;

export const TtsSchema = {
  tags: ['chat'],
  summary: 'Speech of a text as audio/mpeg from the model server',
  description:
    "503 TTS_OFFLINE without a model: the web then uses the browser's speech synthesis. 502 TTS_FAILED when the model server fails.",
  body: Type.Object({
    text: FreeText({ minLength: 1, maxLength: 4096 }),
    voice: Type.Optional(Type.Enum([...VOICES], { default: 'nova' })),
    format: Type.Optional(Type.Literal('mp3', { default: 'mp3' })),
  }),
  response: {
    200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'audio/mpeg' }),
    ...errorResponses,
  },
};
