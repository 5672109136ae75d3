// Small helpers shared by the source parsers. Every Pick 3 rule (what a number, a date or a draw
// time is) stays in @pick3/core; these only turn its errors into SourceErrors that say where.
import {
  compareDraws,
  isPick3Error,
  parseStraight,
  readCsv,
  type CsvRecord,
  type StateDraw,
} from '@pick3/core';
import { load, type CheerioAPI } from 'cheerio';
import { SourceError } from '../source-error.js';
import type { ParseContext } from './source.types.js';

/** Where a row sits in a response, for error messages. */
export interface RowRef {
  sourceId: string;
  ctx?: ParseContext | undefined;
  line?: number;
  /** Column, JSON path or cell name. */
  field?: string;
  /** Free-form locator when there are no lines (`row 3 (01/14/2023)`, `draws[4]`). */
  where?: string;
}

function locate(ref: RowRef): string {
  const parts = [ref.sourceId];
  if (ref.line !== undefined) parts.push(`line ${ref.line}`);
  if (ref.where !== undefined) parts.push(ref.where);
  if (ref.field !== undefined) parts.push(`field ${JSON.stringify(ref.field)}`);
  return parts.join(', ');
}

function details(ref: RowRef, cause?: unknown) {
  return {
    sourceId: ref.sourceId,
    ...(ref.ctx?.url === undefined ? {} : { url: ref.ctx.url }),
    ...(ref.line === undefined ? {} : { line: ref.line }),
    ...(ref.field === undefined ? {} : { field: ref.field }),
    ...(cause === undefined ? {} : { cause }),
  };
}

export function invalidRow(ref: RowRef, message: string, cause?: unknown): SourceError {
  return new SourceError('INVALID_ROW', `${locate(ref)}: ${message}`, details(ref, cause));
}

export function layoutChanged(ref: RowRef, message: string): SourceError {
  return new SourceError('LAYOUT_CHANGED', `${locate(ref)}: ${message}`, details(ref));
}

/**
 * A page loaded with cheerio, checked to hold an element matching `selector` (the table a parser
 * reads), else LAYOUT_CHANGED saying which element is missing: what is meant when a page that always
 * had the table has it no more.
 */
export function loadWith(body: string, selector: string, ref: RowRef, missing: string): CheerioAPI {
  const $ = load(body);
  if ($(selector).length === 0) throw layoutChanged(ref, missing);
  return $;
}

/** Runs `fn`; a rejection by @pick3/core becomes an INVALID_ROW error naming the row and field. */
export function atRow<T>(ref: RowRef, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (isPick3Error(error)) throw invalidRow(ref, error.message, error);
    throw error;
  }
}

/**
 * The body's CSV records, read by core's one RFC 4180 reader (a quoted cell may hold commas and line
 * breaks). A quote left open is not the CSV the source documents: a changed layout naming the line.
 */
export function csvRecords(
  body: string,
  sourceId: string,
  ctx: ParseContext | undefined,
): CsvRecord[] {
  try {
    return readCsv(body);
  } catch (error) {
    if (isPick3Error(error)) throw layoutChanged({ sourceId, ctx }, error.message);
    throw error;
  }
}

/** Body split into lines, without a byte-order mark and tolerant of CRLF (git may have normalised it). */
export function splitLines(body: string): string[] {
  return body.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/** Parses a JSON body; anything that is not JSON means the endpoint now serves something else. */
export function parseJsonBody(
  body: string,
  sourceId: string,
  ctx: ParseContext | undefined,
): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const start = body.trimStart().slice(0, 30);
    throw new SourceError(
      'LAYOUT_CHANGED',
      `${sourceId}: the response is not JSON (starts with ${JSON.stringify(start)})`,
      { sourceId, ...(ctx?.url === undefined ? {} : { url: ctx.url }), cause: error },
    );
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The straight number of three digit tokens ("3", "7", "7" → "377"); core rejects anything else. */
export function straightFromDigits(digits: readonly string[]): string {
  return parseStraight(digits.map((digit) => digit.trim()).join(''));
}

/**
 * The straight number of three JSON values that must each be one digit (FL `wn1`..`wn3`, PA
 * `drawingNumber1`..`3`), each named by its own field: a value that is not a number or a string of
 * one digit (after trimming, with `trim`) is `INVALID_ROW` at that field; core checks the number at
 * `ref`.
 * @example
 * straightFromDigitFields([['wn1', 0], ['wn2', 4], ['wn3', '7']], { sourceId: 'fl-api', field: 'DrawNumbers' }); // '047'
 */
export function straightFromDigitFields(
  values: ReadonlyArray<readonly [field: string, value: unknown]>,
  ref: RowRef,
  { trim = false }: { trim?: boolean } = {},
): string {
  const digits = values.map(([field, value]) => {
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
    if (text === undefined || !/^\d$/.test(trim ? text.trim() : text)) {
      throw invalidRow({ ...ref, field }, `expected one digit, got ${JSON.stringify(value)}`);
    }
    return text;
  });
  return atRow(ref, () => straightFromDigits(digits));
}

/**
 * The draws of a JSON answer that is an array of draw objects (FL's `searchgames`, PA's `.ashx`):
 * each object is read by `read` with its locator (`[3]`), in order; a body that is not a JSON array,
 * or an item that is not an object, is `LAYOUT_CHANGED` (`item` names what the source calls a draw).
 * The result is {@link finishDraws}'.
 * @example
 * jsonArrayDraws('[{"n":"123"}]', 'xx-api', undefined, 'draw', (draw) => ({
 *   state: 'GA', date: '2026-01-02', drawTime: 'EVE', number: String(draw['n']) }));
 * // [{ state: 'GA', date: '2026-01-02', drawTime: 'EVE', number: '123' }]
 */
export function jsonArrayDraws(
  body: string,
  sourceId: string,
  ctx: ParseContext | undefined,
  item: string,
  read: (draw: Record<string, unknown>, where: string) => StateDraw,
): StateDraw[] {
  const json = parseJsonBody(body, sourceId, ctx);
  if (!Array.isArray(json)) {
    throw layoutChanged({ sourceId, ctx }, `expected a JSON array of ${item}s`);
  }
  const draws = json.map((draw: unknown, index) => {
    const where = `[${index}]`;
    if (!isRecord(draw)) {
      throw layoutChanged({ sourceId, ctx, where }, `a ${item} that is not an object`);
    }
    return read(draw, where);
  });
  return finishDraws(draws, sourceId, ctx);
}

/**
 * The parser's result in chronological order. No draws at all is `NO_RESULTS` unless the request
 * said an empty answer is normal.
 */
export function finishDraws(
  draws: StateDraw[],
  sourceId: string,
  ctx: ParseContext | undefined,
): StateDraw[] {
  if (draws.length === 0 && ctx?.allowEmpty !== true) {
    throw new SourceError('NO_RESULTS', `${sourceId}: the response holds no draws`, {
      sourceId,
      ...(ctx?.url === undefined ? {} : { url: ctx.url }),
    });
  }
  return draws.sort(compareDraws);
}

/**
 * Text of an HTML cell as one line: non-breaking spaces as spaces, runs of whitespace collapsed,
 * trimmed (`'\u00a0 Wed,\n  Jun 10 '` → `'Wed, Jun 10'`).
 */
export function cleanText(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Keeps one draw per date and draw time of a page: a draw listed twice with the same number counts
 * once; listed with two numbers, the page cannot be trusted (`INVALID_ROW` at `ref`).
 */
export function addDrawOnce(
  drawsByKey: Map<string, StateDraw>,
  draw: StateDraw,
  ref: RowRef,
): void {
  const key = `${draw.date}|${draw.drawTime}`;
  const known = drawsByKey.get(key);
  if (known !== undefined && known.number !== draw.number) {
    throw invalidRow(
      ref,
      `${draw.date} ${draw.drawTime} is listed as both ${known.number} and ${draw.number}`,
    );
  }
  drawsByKey.set(key, draw);
}

/**
 * The draws of one response that shows each draw's digits (the HTML pages): `add` checks the digits
 * with core (`INVALID_ROW` at the row when they are not three digits) and keeps each draw once by
 * {@link addDrawOnce}, as the page is read; `finish` is {@link finishDraws}. One place for what the
 * page parsers did each on their own (a map by date and draw time, then its sorted values).
 * @example
 * const draws = digitsDraws('ne-html', ctx);
 * draws.add({ state: 'NE', date: '2026-06-10', drawTime: 'EVE' }, ['8', '1', '5'], { where: 'row 2', field: 'numbers' });
 * draws.finish(); // [{ state: 'NE', date: '2026-06-10', drawTime: 'EVE', number: '815' }]
 */
export function digitsDraws(sourceId: string, ctx: ParseContext | undefined) {
  const byKey = new Map<string, StateDraw>();
  return {
    add(
      draw: Omit<StateDraw, 'number'>,
      digits: readonly string[],
      at: { where: string; field: string },
    ): void {
      const ref = { sourceId, ctx, ...at };
      const number = atRow(ref, () => straightFromDigits(digits));
      addDrawOnce(byKey, { ...draw, number }, ref);
    },
    finish: (): StateDraw[] => finishDraws([...byKey.values()], sourceId, ctx),
  };
}

/**
 * What a source publishes beside the three digits as one digit (Fireball, Wild Ball): the draw's
 * `extraBall` where the value is one digit (a number 0–9 or its text), nothing otherwise (absent,
 * null, empty: draws before the ball existed).
 * @example
 * extraBallOf(7); // { extraBall: '7' }
 * extraBallOf(' 3 '); // { extraBall: '3' }
 * extraBallOf(null); // {}
 */
export function extraBallOf(value: unknown): { extraBall?: string } {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return /^[0-9]$/.test(text) ? { extraBall: text } : {};
}
