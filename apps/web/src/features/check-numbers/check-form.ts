// The check form's fields as the URL holds them, checked with core's own rules (the ones the API
// applies) before anything is asked; the API's refusal of a date is mapped onto its field too.
import {
  digitTypeOf,
  isIsoDate,
  isPick3Error,
  isStraight,
  parsePrizePlay,
  playTypesOf,
  PRIZE_PLAY_TYPES,
  stakesOf,
  type PrizePlay,
  type PrizePlayType,
} from '@pick3/core';

export const CHECK_FIELDS = ['number', 'type', 'stake', 'from', 'to', 'drawTimes'] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];

/** The message key (under `checkNumbers.errors`) of each refusal. */
export type CheckErrorKey =
  | 'number'
  | 'type'
  | 'typeTriple'
  | 'stake'
  | 'date'
  | 'fromAfterTo'
  | 'outsideHistory'
  | 'drawTimes';

export type CheckErrors = Partial<Record<CheckField, CheckErrorKey>>;

/** The form's values, as text (the URL's query). */
export interface CheckInput {
  state: string;
  number: string;
  type: string;
  stake: string;
  from: string;
  to: string;
  /** The draw times played, comma-separated codes; '' for every draw time the state holds. */
  drawTimes: string;
}

export function isPlayType(value: string): value is PrizePlayType {
  return (PRIZE_PLAY_TYPES as readonly string[]).includes(value);
}

const BOX_TYPES: readonly string[] = ['box', 'straight-box', 'combo'];

/** The play the input describes, or the message key of each field that is wrong. */
export function checkInput(
  input: CheckInput,
): { play: PrizePlay; errors: null } | { play: null; errors: CheckErrors } {
  const errors: CheckErrors = {};
  if (!isStraight(input.number)) errors.number = 'number';
  if (!isPlayType(input.type) || !playTypesOf(input.state).includes(input.type)) {
    errors.type = 'type';
  } else if (
    !errors.number &&
    BOX_TYPES.includes(input.type) &&
    digitTypeOf(input.number) === 'triple'
  ) {
    errors.type = 'typeTriple';
  } else if (!stakesOf(input.state, input.type).includes(Number(input.stake))) {
    errors.stake = 'stake';
  }
  if (input.drawTimes !== '' && input.drawTimes.split(',').every((code) => code === '')) {
    errors.drawTimes = 'drawTimes';
  }
  if (input.from && !isIsoDate(input.from)) errors.from = 'date';
  if (input.to && !isIsoDate(input.to)) errors.to = 'date';
  if (!errors.from && !errors.to && input.from && input.to && input.from > input.to) {
    errors.from = 'fromAfterTo';
  }
  if (Object.keys(errors).length > 0) return { play: null, errors };
  try {
    return {
      play: parsePrizePlay(input.state, {
        number: input.number,
        type: input.type,
        stake: Number(input.stake),
      }),
      errors: null,
    };
  } catch (error) {
    // Unreachable when the checks above agree with core; kept so a new rule still lands on a field.
    const field = isPick3Error(error) ? error.field : undefined;
    return { play: null, errors: { [field === 'stake' ? 'stake' : 'type']: 'type' } };
  }
}

/** The field and message key of the API's refusal, when it named a field of the form. */
export function serverCheckError(body: unknown): CheckErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const { field, code } = body as { field?: unknown; code?: unknown };
  if (typeof field !== 'string' || !(CHECK_FIELDS as readonly string[]).includes(field)) {
    return null;
  }
  const f = field as CheckField;
  if (f === 'from' || f === 'to') {
    return { [f]: code === 'INVALID_DATE' ? 'outsideHistory' : 'date' };
  }
  return { [f]: f };
}
