// The helper's table (issue 33, item 5): everyday questions, 40+ in English and 20+ in Spanish, over
// eight states and every draw time, asked of POST /api/chat with the offline analyst. The bundled
// history files are read once with core's CSV reader and stored; every expected figure is counted
// here from those rows with core's primitives (prize table, chance of a play, box keys, pool
// members), never through the helper's own code. Each answer must name the expected state and draw
// time, hold the figures, and say how old the (stale) data is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOX_KEYS,
  compareDraws,
  costOf,
  drawTimeWord,
  gameName,
  historyHoles,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  parseDrawsCsv,
  playOdds,
  poolLabel,
  poolMembers,
  prizeOf,
  stateName,
  straightCombinations,
  toBoxKey,
  type Draw,
  type DrawTimeCode,
  type PoolId,
  type PrizePlay,
  type StateDraw,
} from '@pick3/core';
import { BUNDLED_HISTORY_DIR } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { describeWithDatabase } from '../../testing/accounts.js';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';

type Lang = 'en' | 'es';

// The clock of the answers: every bundled history ends before it by more than a week (stale).
const NOW = new Date('2026-11-28T17:00:00Z');
const TODAY = '2026-11-28';

// Eight states; Texas draws at all four times, Georgia's pools need its newest draws only.
const FILES: Record<string, { file: string; newest?: number }> = {
  TX: { file: 'TX-pick3.csv' },
  MD: { file: 'MD-pick3.csv' },
  OK: { file: 'OK-pick3.csv', newest: 1500 },
  ID: { file: 'ID-pick3.csv', newest: 1500 },
  PA: { file: 'PA-pick3.csv' },
  WA: { file: 'WA-daily-game.csv' },
  CO: { file: 'CO-pick3.csv', newest: 1500 },
  GA: { file: 'GA-cash3.csv', newest: 3000 },
};

/** Each state's stored rows, newest first, read from the bundled file by core's CSV reader. */
const HISTORY: Record<string, StateDraw[]> = Object.fromEntries(
  Object.entries(FILES).map(([state, { file, newest }]) => {
    const rows = parseDrawsCsv(readFileSync(join(BUNDLED_HISTORY_DIR, file), 'utf8')).rows.map(
      (r): StateDraw => ({ state: r.state, date: r.date, drawTime: r.drawTime, number: r.number }),
    );
    const sorted = rows.sort((a, b) => compareDraws(b, a));
    return [state, newest === undefined ? sorted : sorted.slice(0, newest)];
  }),
);

const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' };
const num = (lang: Lang, x: number) => x.toLocaleString(LOCALE[lang], { maximumFractionDigits: 1 });
const usd = (lang: Lang, x: number) =>
  x.toLocaleString(LOCALE[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(x) ? 0 : 2,
  });
const pct = (lang: Lang, rate: number) =>
  `${(rate * 100).toLocaleString(LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const round2 = (x: number) => Math.round(x * 100) / 100;
/** d/m/yyyy in Spanish, m/d/yyyy in English. */
const date = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return lang === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};
const when = (lang: Lang, state: string, d: Draw) =>
  `${date(lang, d.date)} ${drawTimeWord(state, d.drawTime, lang)}`;
const place = (state: string) =>
  gameName(state).includes(stateName(state))
    ? gameName(state)
    : `${stateName(state)} ${gameName(state)}`;
/** "Texas Pick 3 Night draws" / "sorteos de Texas Pick 3 Noche". */
const where = (lang: Lang, state: string, drawTime?: DrawTimeCode) => {
  const time = drawTime === undefined ? '' : ` ${drawTimeWord(state, drawTime, lang)}`;
  return lang === 'en' ? `${place(state)}${time} draws` : `sorteos de ${place(state)}${time}`;
};
const draws = (state: string, drawTime?: DrawTimeCode) =>
  HISTORY[state]!.filter((d) => drawTime === undefined || d.drawTime === drawTime);
/** The box key drawn most often among the newest `n` draws (ties: the smallest), so it has figures. */
const hotNumber = (state: string, n: number, drawTime?: DrawTimeCode) => {
  const counts = new Map<string, number>();
  for (const d of draws(state, drawTime).slice(0, n))
    counts.set(toBoxKey(d.number), (counts.get(toBoxKey(d.number)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
};

interface Case {
  lang: Lang;
  question: string;
  page: string;
  state: string;
  drawTime?: DrawTimeCode;
  /** The answer uses no stored draw (prizes, odds): no stale note. */
  tablesOnly?: boolean;
  figures: string[];
}

function latest(lang: Lang, question: string, page: string, state: string, dt?: DrawTimeCode) {
  const d = draws(state, dt)[0]!;
  const figures = [`${when(lang, state, d)}: ${d.number}`];
  return { lang, question, page, state, ...(dt && { drawTime: dt }), figures };
}

function heat(
  lang: Lang,
  question: (n: string) => string,
  page: string,
  state: string,
  dt?: DrawTimeCode,
  n = 100,
): Case {
  const number = hotNumber(state, n, dt);
  const window = draws(state, dt).slice(0, n);
  const straight = window.filter((d) => d.number === number).length;
  const box = window.filter((d) => toBoxKey(d.number) === number).length;
  const eS = num(lang, round2(window.length * playOdds({ number, mode: 'straight' }).chance));
  const eB = num(lang, round2(window.length * playOdds({ number, mode: 'box' }).chance));
  const figures =
    lang === 'en'
      ? [
          `${number} in the newest ${num(lang, window.length)} ${where(lang, state, dt)}`,
          `drawn ${straight} time(s) straight (chance expects ${eS})`,
          `${box} time(s) as box ${number} (chance expects ${eB})`,
        ]
      : [
          `en los ${num(lang, window.length)} ${where(lang, state, dt)} más recientes`,
          `salió ${straight} vez/veces en orden exacto (el azar espera ${eS})`,
          `${box} vez/veces como box ${number} (el azar espera ${eB})`,
        ];
  return { lang, question: question(number), page, state, ...(dt && { drawTime: dt }), figures };
}

function notDrawn(
  lang: Lang,
  question: string,
  page: string,
  state: string,
  n: number,
  dt?: DrawTimeCode,
): Case {
  const window = draws(state, dt).slice(0, n);
  const drawn = new Set(window.map((d) => toBoxKey(d.number)));
  const missing = BOX_KEYS.filter((k) => !drawn.has(k));
  const covered = missing.reduce((s, k) => s + straightCombinations(k).length, 0) / 1000;
  const figures =
    lang === 'en'
      ? [
          `${missing.length} of the 220 box numbers were not drawn in the newest ${num(lang, window.length)} ${where(lang, state, dt)}: ${missing.slice(0, 3).join(', ')}`,
        ]
      : [
          `${missing.length} de los 220 números box no salieron en los ${num(lang, window.length)} ${where(lang, state, dt)} más recientes: ${missing.slice(0, 3).join(', ')}`,
        ];
  figures.push(pct(lang, covered));
  return { lang, question, page, state, ...(dt && { drawTime: dt }), figures };
}

function winnings(
  lang: Lang,
  question: string,
  page: string,
  state: string,
  play: PrizePlay,
  range: { from: string; to: string },
  dt?: DrawTimeCode,
): Case {
  const played = draws(state, dt).filter((d) => d.date >= range.from && d.date <= range.to);
  const won = round2(played.reduce((s, d) => s + prizeOf(state, play, d.number), 0));
  const spend = round2(played.length * costOf(state, play));
  const from = date(lang, played.at(-1)!.date);
  const to = date(lang, played[0]!.date);
  const figures =
    lang === 'en'
      ? [
          `at each of the ${num(lang, played.length)} ${where(lang, state, dt)} from ${from} to ${to} would have cost ${usd(lang, spend)} and won ${usd(lang, won)}`,
          `net ${usd(lang, round2(won - spend))}`,
        ]
      : [
          `en cada uno de los ${num(lang, played.length)} ${where(lang, state, dt)} del ${from} al ${to} habría costado ${usd(lang, spend)} y ganado ${usd(lang, won)}`,
          `neto ${usd(lang, round2(won - spend))}`,
        ];
  return { lang, question, page, state, ...(dt && { drawTime: dt }), figures };
}

// A pool as the pools page shows it: the newest MAX_LIMIT Georgia draws of its draw time among the
// newest MAX_WINDOW_SIZE draws, after the newest hole in them (nothing is eliminated across draws
// nobody has).
function pool(lang: Lang, question: string, page: string, id: PoolId, dt: DrawTimeCode): Case {
  const requested = HISTORY.GA!.slice(0, MAX_WINDOW_SIZE)
    .filter((d) => d.drawTime === dt)
    .slice(0, MAX_LIMIT);
  const hole = historyHoles('GA', requested, { drawTimes: [dt] }).at(-1);
  const used = hole === undefined ? requested : requested.filter((d) => d.date > hole.to);
  const drawn = new Set(used.map((d) => toBoxKey(d.number)));
  const members = poolMembers(id);
  const remaining = members.filter((k) => !drawn.has(k));
  const figures =
    lang === 'en'
      ? [
          `Pool ${poolLabel(id)} over the newest ${used.length} ${place('GA')} ${drawTimeWord('GA', dt, lang)} draws: ${remaining.length} of its ${members.length} box numbers remaining: ${remaining.join(', ')}.`,
        ]
      : [
          `Pool ${poolLabel(id)} en los ${used.length} sorteos de ${place('GA')} ${drawTimeWord('GA', dt, lang)} más recientes: quedan ${remaining.length} de sus ${members.length} números box: ${remaining.join(', ')}.`,
        ];
  return { lang, question, page, state: 'GA', drawTime: dt, figures };
}

function history(
  lang: Lang,
  question: (n: string) => string,
  page: string,
  state: string,
  dt?: DrawTimeCode,
): Case {
  const number = hotNumber(state, 300, dt);
  const rows = draws(state, dt);
  const hits = rows.filter((d) => d.number === number);
  const boxHits = rows.filter((d) => toBoxKey(d.number) === number);
  const last = boxHits[0]!;
  const figures =
    lang === 'en'
      ? [
          `${number} (box ${number}`,
          `in ${num(lang, rows.length)} ${where(lang, state, dt)}`,
          `Box: last hit ${when(lang, state, last)} as ${last.number}`,
          `drawn ${num(lang, boxHits.length)} time(s)`,
        ]
      : [
          `en ${num(lang, rows.length)} ${where(lang, state, dt)}`,
          `Box: salió por última vez el ${when(lang, state, last)} como ${last.number}`,
          `salió ${num(lang, boxHits.length)} vez/veces`,
        ];
  if (hits.length > 0) figures.push(lang === 'en' ? `Straight: last hit` : 'Straight: salió');
  return { lang, question: question(number), page, state, ...(dt && { drawTime: dt }), figures };
}

function prize(lang: Lang, question: string, page: string, state: string, play: PrizePlay): Case {
  const figures = [usd(lang, costOf(state, play)), usd(lang, prizeOf(state, play, play.number))];
  return { lang, question, page, state, tablesOnly: true, figures };
}

function prizes(lang: Lang, question: string, page: string, state: string): Case {
  const pays = (number: string, type: 'straight' | 'box') =>
    usd(lang, prizeOf(state, { number, type, stake: 1 }, number));
  const figures =
    lang === 'en'
      ? [
          `${pays('123', 'straight')} straight`,
          `${pays('123', 'box')} box on three different digits`,
          `${pays('112', 'box')} box on a double`,
        ]
      : [
          `${pays('123', 'straight')} Straight`,
          `${pays('123', 'box')} Box con tres dígitos distintos`,
          `${pays('112', 'box')} Box con un doble`,
        ];
  return { lang, question, page, state, tablesOnly: true, figures };
}

function odds(lang: Lang, question: string, page: string, state: string, number: string): Case {
  const { oneIn } = playOdds({ number, mode: 'box' });
  const figures = [`1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, Math.round(oneIn * 10) / 10)}`];
  return { lang, question, page, state, tablesOnly: true, figures };
}

function should(lang: Lang, question: string, page: string, state: string, number: string): Case {
  const straight: PrizePlay = { number, type: 'straight', stake: 1 };
  const hit = draws(state).find((d) => d.number === number);
  const figures = [
    usd(lang, prizeOf(state, straight, number)),
    `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, playOdds({ number, mode: 'straight' }).oneIn)}`,
    hit === undefined
      ? lang === 'en'
        ? 'Straight: not drawn'
        : 'Straight: no salió'
      : `${when(lang, state, hit)} ${lang === 'en' ? 'as' : 'como'} ${number}`,
  ];
  return { lang, question, page, state, figures };
}

const LAST_YEAR = { from: '2025-01-01', to: '2025-12-31' };
const year = (y: number) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
const days = (n: number) => ({
  from: new Date(Date.parse(`${TODAY}T00:00:00Z`) - (n - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10),
  to: TODAY,
});
const straight1 = (number: string): PrizePlay => ({ number, type: 'straight', stake: 1 });

const CASES: Case[] = [
  // The latest result of one named draw time, in every draw time.
  latest('en', 'What was the last Texas night draw?', 'GA', 'TX', 'NITE'),
  latest('en', 'What was the last Texas morning draw?', 'GA', 'TX', 'MORN'),
  latest('en', 'last Texas day draw', 'GA', 'TX', 'DAY'),
  latest('en', 'What was the last evening draw in Texas?', 'MD', 'TX', 'EVE'),
  latest('en', 'What was the last midday draw?', 'MD', 'MD', 'DAY'),
  latest('en', 'latest Pennsylvania evening result', 'TX', 'PA', 'EVE'),
  latest('en', 'What was the last Idaho night draw?', 'TX', 'ID', 'NITE'),
  latest('en', 'What came out last in Georgia at night?', 'TX', 'GA', 'NITE'),
  latest('en', 'last draw for WA', 'TX', 'WA'),
  latest('es', '¿Cuál fue el último sorteo de la noche en Texas?', 'GA', 'TX', 'NITE'),
  latest('es', '¿Cuál fue el último sorteo de la mañana en Texas?', 'GA', 'TX', 'MORN'),
  latest('es', 'último sorteo del mediodía en Pensilvania', 'TX', 'PA', 'DAY'),
  latest('es', '¿Cuál fue el último sorteo de la tarde en Colorado?', 'TX', 'CO', 'EVE'),
  // A number's heat, with the chance baseline.
  heat('en', (n) => `Is ${n} hot?`, 'TX', 'TX'),
  heat('en', (n) => `Is ${n} hot in Oklahoma?`, 'TX', 'OK'),
  heat('en', (n) => `is ${n} cold in the morning in Texas`, 'GA', 'TX', 'MORN'),
  heat('en', (n) => `Is ${n} hot in Texas night draws?`, 'GA', 'TX', 'NITE'),
  heat('en', (n) => `is ${n} hot over the last 300 draws in Maryland`, 'TX', 'MD', undefined, 300),
  heat('en', (n) => `Is ${n} a hot number for CO?`, 'TX', 'CO'),
  heat('es', (n) => `¿Está caliente el ${n}?`, 'TX', 'TX'),
  heat('es', (n) => `¿El ${n} está frío en Idaho?`, 'TX', 'ID'),
  heat('es', (n) => `¿Está caliente el ${n} en la tarde en Texas?`, 'MD', 'TX', 'EVE'),
  // Numbers not drawn in N draws.
  notDrawn('en', 'Which numbers have not come out in the last 100 draws?', 'TX', 'TX', 100),
  notDrawn(
    'en',
    'Which numbers have not been drawn in the last 50 draws in Oklahoma?',
    'TX',
    'OK',
    50,
  ),
  notDrawn('en', "What numbers haven't come out in 200 draws in Washington?", 'TX', 'WA', 200),
  notDrawn('en', 'numbers not drawn in the last 100 Texas day draws', 'GA', 'TX', 100, 'DAY'),
  notDrawn('en', 'Which numbers have not hit in the last 150 draws?', 'PA', 'PA', 150),
  notDrawn('es', '¿Qué números no han salido en los últimos 100 sorteos?', 'TX', 'TX', 100),
  notDrawn(
    'es',
    '¿Qué números no han salido en los últimos 80 sorteos en Maryland?',
    'TX',
    'MD',
    80,
  ),
  notDrawn(
    'es',
    'números sin salir en los últimos 120 sorteos de la noche en Idaho',
    'TX',
    'ID',
    120,
    'NITE',
  ),
  // How much a play would have won over a period.
  winnings(
    'en',
    'How much would I have won playing 123 every day last year?',
    'TX',
    'TX',
    straight1('123'),
    LAST_YEAR,
  ),
  winnings(
    'en',
    'How much would I have won playing 777 in Oklahoma in 2024?',
    'TX',
    'OK',
    straight1('777'),
    year(2024),
  ),
  winnings(
    'en',
    'how much would I have won with a $1 box 123 in Pennsylvania in 2025',
    'TX',
    'PA',
    { number: '123', type: 'box', stake: 1 },
    year(2025),
  ),
  winnings(
    'en',
    'How much would I have won playing 450 at night in Texas last year?',
    'GA',
    'TX',
    straight1('450'),
    LAST_YEAR,
    'NITE',
  ),
  winnings(
    'en',
    'How much would I have won playing 50 cent straight 318 in Georgia over the last 300 days?',
    'TX',
    'GA',
    { number: '318', type: 'straight', stake: 0.5 },
    days(300),
  ),
  winnings(
    'es',
    '¿Cuánto habría ganado jugando el 123 cada día el año pasado?',
    'TX',
    'TX',
    straight1('123'),
    LAST_YEAR,
  ),
  winnings(
    'es',
    '¿Cuánto habría ganado jugando el 246 en Washington en 2025?',
    'TX',
    'WA',
    straight1('246'),
    year(2025),
  ),
  winnings(
    'es',
    '¿Cuánto habría ganado con un box de $1 al 112 en Colorado en 2025?',
    'TX',
    'CO',
    { number: '112', type: 'box', stake: 1 },
    year(2025),
  ),
  // A pool's remaining numbers, from any page.
  pool('en', "what's the pool 1,1 remaining?", 'TX', '1-1', 'EVE'),
  pool('en', 'remaining numbers of pool 2,2 at night', 'GA', '2-2', 'NITE'),
  pool('en', 'pool 1,2 midday remaining', 'OK', '1-2', 'DAY'),
  pool('es', '¿Qué números quedan en el pool 2,1?', 'TX', '2-1', 'EVE'),
  pool('es', 'números restantes del pool 1,1 en la noche', 'GA', '1-1', 'NITE'),
  // A number's history and skips.
  history('en', (n) => `When did ${n} last hit in Texas?`, 'GA', 'TX'),
  history('en', (n) => `How often has ${n} come up in the morning in Texas?`, 'GA', 'TX', 'MORN'),
  history('en', (n) => `what are the skips of ${n} in Maryland`, 'TX', 'MD'),
  history('en', (n) => `When did ${n} last come out in Idaho?`, 'TX', 'ID'),
  history('en', (n) => `how many times was ${n} drawn in the evening in PA`, 'TX', 'PA', 'EVE'),
  history('es', (n) => `¿Cuándo salió el ${n} en Oklahoma?`, 'TX', 'OK'),
  history('es', (n) => `¿Cuántas veces salió el ${n} en la noche en Texas?`, 'GA', 'TX', 'NITE'),
  // Prizes and odds.
  prize('en', 'What does a $1 box 123 pay in Oklahoma?', 'TX', 'OK', {
    number: '123',
    type: 'box',
    stake: 1,
  }),
  prize('en', 'What does a 50 cent straight on 505 pay in Maryland?', 'TX', 'MD', {
    number: '505',
    type: 'straight',
    stake: 0.5,
  }),
  prizes('en', 'What are the prizes in Texas?', 'GA', 'TX'),
  prizes('en', 'What are the prizes for WA?', 'TX', 'WA'),
  prizes('es', '¿Cuáles son los premios en Colorado?', 'TX', 'CO'),
  odds('en', 'What are the odds of 112 box in Idaho?', 'TX', 'ID', '112'),
  odds('es', '¿Cuáles son las probabilidades del 123 box en Texas?', 'GA', 'TX', '123'),
  // Words that are state codes are not states: the page's state answers.
  should('en', 'OK, is 123 a good number?', 'TX', 'TX', '123'),
  should('es', '¿Qué opina la IA del 123?', 'MD', 'MD', '123'),
  should('en', 'is 777 a good number in OK', 'TX', 'OK', '777'),
  should('en', 'Tell me, is 505 a good number?', 'PA', 'PA', '505'),
  should('es', '¿Debería jugar 909 en Oklahoma?', 'TX', 'OK', '909'),
];

const NOTICE: Record<Lang, string> = {
  en: 'AI model offline — answering from the data directly.',
  es: 'Modelo de IA sin conexión: respondo directamente con los datos.',
};

/** The freshness badge's stale note, with the newest stored date and its age on NOW. */
function staleNote(lang: Lang, state: string): string {
  const newest = HISTORY[state]![0]!.date;
  const age = (Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${newest}T00:00:00Z`)) / 86_400_000;
  return lang === 'en'
    ? `the newest stored is ${date(lang, newest)} (${num(lang, age)} days old)`
    : `el más reciente es del ${date(lang, newest)} (hace ${num(lang, age)} días)`;
}

function textOf(body: string): string {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => (JSON.parse(line.slice(6)) as { delta?: string }).delta ?? '')
    .join('');
}

describeWithDatabase('the helper table of issue 33 (item 5)', (database) => {
  let app: App;
  beforeAll(async () => {
    await seedDraws(database(), Object.values(HISTORY).flat());
    app = await buildTestApp(database(), {}, { states: { now: () => NOW } });
  }, 120_000);
  afterAll(async () => app.close());

  it('has 40 English and 20 Spanish questions over six states and every draw time', () => {
    expect(CASES.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(40);
    expect(CASES.filter((c) => c.lang === 'es').length).toBeGreaterThanOrEqual(20);
    expect(new Set(CASES.map((c) => c.state)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(CASES.map((c) => c.drawTime))).toEqual(
      new Set(['MORN', 'DAY', 'EVE', 'NITE', undefined]),
    );
    expect(new Set(CASES.map((c) => c.question)).size).toBe(CASES.length);
  });

  it.each(CASES.map((c) => [c.question, c] as const))('%s', async (_question, c) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        messages: [{ role: 'user', content: c.question }],
        page: { state: c.page, language: c.lang },
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = textOf(response.body);
    expect(answer.startsWith(NOTICE[c.lang])).toBe(true);
    expect(answer).toContain(place(c.state));
    if (c.state !== c.page) expect(answer).not.toContain(place(c.page));
    if (c.drawTime !== undefined)
      expect(answer).toContain(drawTimeWord(c.state, c.drawTime, c.lang));
    for (const figure of c.figures) expect(answer).toContain(figure);
    if (c.tablesOnly === true) expect(answer).not.toContain(staleNote(c.lang, c.state));
    else expect(answer).toContain(staleNote(c.lang, c.state));
  });
});
