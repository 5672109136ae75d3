// Everyday questions to the offline helper, each asked in English and in Spanish from a page that
// shows a state. Every answer must be in the page's language, about the state the question names
// (else the page's), and hold the figures core computes here from the same stored draws.
import {
  ALL_STRAIGHTS,
  backtest,
  BOX_KEYS,
  boxKeysOf,
  boxOddsOf,
  classify,
  compareDraws,
  digitFrequency,
  drawTimeWord,
  expectedReturn,
  gameName,
  hotCold,
  lookupNumber,
  playOdds,
  prizeOf,
  skipsTable,
  stateName,
  straightCombinations,
  toBoxKey,
  type Draw,
  type DrawTimeCode,
  type PrizePlay,
} from '@pick3/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { describeWithDatabase } from '../../testing/accounts.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

type Lang = 'en' | 'es';

// Georgia's history ends on 9/11/2026 (three draws a day); Texas has four draw times.
const GA = makeDraws('GA', '2026-09-11', 200, ['DAY', 'EVE', 'NITE'], 5);
const TX = makeDraws('TX', '2026-11-20', 200, ['MORN', 'DAY', 'EVE', 'NITE'], 11);

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
/** A draw's date and draw time as the page's language writes them: d/m/yyyy and "Noche" in Spanish. */
const when = (lang: Lang, state: string, d: { date: string; drawTime: DrawTimeCode }) =>
  `${new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'en-US', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d.date}T00:00:00Z`))} ${drawTimeWord(state, d.drawTime, lang)}`;

/** The state's game as the answers name it: "Georgia Cash 3", "New York Numbers". */
function place(state: string): string {
  const game = gameName(state);
  return game.includes(stateName(state)) ? game : `${stateName(state)} ${game}`;
}

const newestFirst = (draws: readonly Draw[]) => [...draws].sort((a, b) => compareDraws(b, a));

/** The straight drawn most often (ties: the smallest), so it has a history to tell. */
function mostDrawn(draws: readonly Draw[]): string {
  const counts = new Map<string, number>();
  for (const d of draws) counts.set(d.number, (counts.get(d.number) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** The figures of a hot/cold answer, from core over the same draws. */
function hotColdFigures(
  lang: Lang,
  state: string,
  draws: readonly Draw[],
  drawTime?: DrawTimeCode,
): string[] {
  const r = hotCold(draws, drawTime === undefined ? { newest: 100 } : { newest: 100, drawTime });
  const digits = r.digits
    .map((count, digit) => ({ digit, count }))
    .sort((a, b) => b.count - a.count || a.digit - b.digit);
  const hot = digits[0]!;
  const cold = digits.at(-1)!;
  const box = r.boxes[0]!;
  return [
    `${hot.digit} (×${hot.count}, ${pct(lang, hot.count / (3 * r.draws))})`,
    `${cold.digit} (×${cold.count}, ${pct(lang, cold.count / (3 * r.draws))})`,
    `${box.key} ×${box.count} / ${num(lang, round2(box.expected))}`,
    `${num(lang, r.boxes.filter((b) => b.count === 0).length)} ${lang === 'en' ? 'of the' : 'de las'} ${num(lang, BOX_KEYS.length)}`,
    pct(lang, 0.1),
    ...(drawTime === undefined ? [] : [drawTimeWord(state, drawTime, lang)]),
  ];
}

/** The figures of a "should I play" answer: odds, $1 prizes, expected return, last seen. */
function shouldFigures(lang: Lang, state: string, draws: readonly Draw[], number: string) {
  const lookup = lookupNumber(draws, number, { state });
  const straight: PrizePlay = { number, type: 'straight', stake: 1 };
  const figures = [
    usd(lang, prizeOf(state, straight, number)),
    `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, playOdds({ number, mode: 'straight' }).oneIn)}`,
    usd(lang, round2(expectedReturn(state, straight))),
    lang === 'en' ? 'No pattern' : 'Ningún patrón',
  ];
  if (lookup.digitType === 'triple') {
    figures.push(lang === 'en' ? 'can only be played straight' : 'solo se puede jugar Straight');
  } else {
    const box: PrizePlay = { number, type: 'box', stake: 1 };
    figures.push(
      usd(lang, prizeOf(state, box, number)),
      `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, playOdds({ number, mode: 'box' }).oneIn)}`,
      usd(lang, round2(expectedReturn(state, box))),
    );
  }
  const hit = lookup.straightHits[0];
  figures.push(
    hit === undefined
      ? lang === 'en'
        ? `not drawn in the ${num(lang, draws.length)} stored draws`
        : `no salió en los ${num(lang, draws.length)} sorteos guardados`
      : `${when(lang, state, hit)} ${lang === 'en' ? 'as' : 'como'} ${number}, ${lang === 'en' ? '' : 'hace '}${num(lang, lookup.straight.drawsSinceLast!)}`,
  );
  return figures;
}

/** The figures of a prize answer: the stake, the cost, the prize in order and in another order. */
function prizeFigures(lang: Lang, state: string, play: PrizePlay, other?: string): string[] {
  const figures = [
    usd(lang, play.stake),
    usd(lang, prizeOf(state, play, play.number)),
    usd(lang, round2(expectedReturn(state, play))),
  ];
  if (other !== undefined) figures.push(usd(lang, prizeOf(state, play, other)));
  return figures;
}

interface Case {
  name: string;
  en: string;
  es: string;
  page: 'GA' | 'TX';
  /** The state the answer must be about. */
  state: string;
  figures(lang: Lang): string[];
}

const GA_NUMBER = mostDrawn(GA);
const TX_NUMBER = mostDrawn(TX);

const CASES: Case[] = [
  {
    name: 'hot numbers in another state, one draw time',
    en: 'Hot numbers in Texas evening',
    es: 'Números calientes en Texas en la tarde',
    page: 'GA',
    state: 'TX',
    figures: (lang) => hotColdFigures(lang, 'TX', TX, 'EVE'),
  },
  {
    name: "hot numbers of the page's state",
    en: 'What are the hot numbers?',
    es: '¿Cuáles son los números calientes?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => hotColdFigures(lang, 'GA', GA),
  },
  {
    name: 'hottest digits of one draw time',
    en: 'Which digits are hottest in Texas morning draws?',
    es: '¿Qué dígitos son los más calientes en Texas en la mañana?',
    page: 'GA',
    state: 'TX',
    figures: (lang) => hotColdFigures(lang, 'TX', TX, 'MORN'),
  },
  {
    name: 'cold numbers of a state without data',
    en: 'cold numbers in New York',
    es: 'números fríos en Nueva York',
    page: 'GA',
    state: 'NY',
    figures: (lang) => [lang === 'en' ? 'No New York Numbers draws' : 'no hay sorteos de'],
  },
  {
    name: 'the count of box combinations',
    en: 'How many box combinations are there?',
    es: '¿Cuántas combinaciones box hay?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => [
      num(lang, ALL_STRAIGHTS.length),
      `${num(lang, BOX_KEYS.length)} ${lang === 'en' ? 'box combinations' : 'combinaciones box'}`,
      `${num(lang, boxKeysOf('single').length)} ${lang === 'en' ? 'with three different digits' : 'con tres dígitos distintos'}`,
      `${num(lang, boxKeysOf('double').length)} ${lang === 'en' ? 'doubles' : 'dobles'}`,
      `${num(lang, boxKeysOf('triple').length)} triples`,
      `${straightCombinations(boxKeysOf('single')[0]!).length} ${lang === 'en' ? 'orders each' : 'órdenes cada una'}`,
      `${straightCombinations(boxKeysOf('double')[0]!).length} ${lang === 'en' ? 'orders each' : 'órdenes cada una'}`,
    ],
  },
  {
    name: 'should I play a triple, on the page of Georgia',
    en: 'Should I play 777 tonight?',
    es: '¿Debería jugar 777 esta noche?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => shouldFigures(lang, 'GA', GA, '777'),
  },
  {
    name: 'should I play a single in a named state',
    en: 'Should I play 123 in Texas?',
    es: '¿Debería jugar 123 en Texas?',
    page: 'GA',
    state: 'TX',
    figures: (lang) => shouldFigures(lang, 'TX', TX, '123'),
  },
  {
    name: 'should I play a double',
    en: 'should i play 112',
    es: 'debería jugar el 112',
    page: 'TX',
    state: 'TX',
    figures: (lang) => shouldFigures(lang, 'TX', TX, '112'),
  },
  {
    name: 'the prize of a $1 box in a named state, from another page',
    en: 'What does a $1 box 123 pay in Georgia?',
    es: '¿Cuánto paga un box de $1 al 123 en Georgia?',
    page: 'TX',
    state: 'GA',
    figures: (lang) => prizeFigures(lang, 'GA', { number: '123', type: 'box', stake: 1 }),
  },
  {
    name: 'the prize of a 50-cent straight',
    en: 'What does a 50 cent straight on 123 pay?',
    es: '¿Cuánto paga un straight de 50 centavos al 123?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => prizeFigures(lang, 'GA', { number: '123', type: 'straight', stake: 0.5 }),
  },
  {
    name: 'the prize of a straight/box, in order and in another order',
    en: 'What does a $1 straight/box on 112 pay?',
    es: '¿Cuánto paga un straight/box de $1 al 112?',
    page: 'GA',
    state: 'GA',
    figures: (lang) =>
      prizeFigures(lang, 'GA', { number: '112', type: 'straight-box', stake: 1 }, '121'),
  },
  {
    name: 'the latest draws',
    en: 'Show the last draws',
    es: 'Muestra los últimos sorteos',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const newest = newestFirst(GA)[0]!;
      return [`${when(lang, 'GA', newest)}: ${newest.number}`];
    },
  },
  {
    name: 'digit frequency over a window',
    en: 'digit frequency last 50',
    es: 'frecuencia de dígitos últimos 50',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const f = digitFrequency(GA, { newest: 50 });
      return [
        `${num(lang, 50)}`,
        `${lang === 'en' ? 'First' : 'Primer'} ${lang === 'en' ? 'digit' : 'dígito'}: ${f.counts[0]!.map((c, d) => `${d}:${c}`).join(' ')}`,
        `${lang === 'en' ? 'Third' : 'Tercer'} ${lang === 'en' ? 'digit' : 'dígito'}: ${f.counts[2]!.map((c, d) => `${d}:${c}`).join(' ')}`,
        num(lang, f.expected),
      ];
    },
  },
  {
    name: 'the numbers with the longest skips',
    en: 'What numbers are due?',
    es: '¿Qué números están atrasados?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const table = skipsTable(GA, { mode: 'box', state: 'GA' });
      const top = [...table.rows].sort(
        (a, b) =>
          (b.currentSkip ?? table.draws) - (a.currentSkip ?? table.draws) ||
          a.key.localeCompare(b.key),
      )[0]!;
      return [`\n${top.key} (`, `${num(lang, Math.round(table.chiSquare * 10) / 10)}`];
    },
  },
  {
    name: 'when a number last hit',
    en: `When did ${GA_NUMBER} last hit?`,
    es: `¿Cuándo salió el ${GA_NUMBER} por última vez?`,
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const r = lookupNumber(GA, GA_NUMBER, { state: 'GA' });
      const hit = r.straightHits[0]!;
      return [
        `${when(lang, 'GA', hit)} ${lang === 'en' ? 'as' : 'como'} ${GA_NUMBER}`,
        lang === 'en' ? `drawn ${r.straight.hits} time(s)` : `salió ${r.straight.hits} vez/veces`,
        num(lang, r.box.expectedSkip!),
      ];
    },
  },
  {
    name: 'how often a number came up at one draw time in a named state',
    en: `How often has ${TX_NUMBER} come up in the evening in Texas?`,
    es: `¿Cuántas veces salió el ${TX_NUMBER} en la tarde en Texas?`,
    page: 'GA',
    state: 'TX',
    figures: (lang) => {
      const r = lookupNumber(TX, TX_NUMBER, { drawTime: 'EVE', state: 'TX' });
      const evenings = TX.filter((d) => d.drawTime === 'EVE').length;
      return [
        lang === 'en'
          ? `in ${num(lang, evenings)} Texas Pick 3 Evening draws`
          : `en ${num(lang, evenings)} sorteos de Texas Pick 3 Tarde`,
        r.box.hits === 0
          ? lang === 'en'
            ? 'Box: never drawn'
            : 'Box: nunca salió'
          : lang === 'en'
            ? `drawn ${r.box.hits} time(s)`
            : `salió ${r.box.hits} vez/veces`,
      ];
    },
  },
  {
    name: 'whether a number is a repeat',
    en: `Is ${GA_NUMBER} a repeat?`,
    es: `¿El ${GA_NUMBER} es una repetición?`,
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const times = GA.filter((d) => toBoxKey(d.number) === toBoxKey(GA_NUMBER)).length;
      return [
        lang === 'en' ? `drawn ${times} time(s) as a box` : `salió ${times} vez/veces como box`,
        num(lang, GA.length),
      ];
    },
  },
  {
    name: 'the numbers remaining after elimination',
    en: 'remaining numbers last 30',
    es: 'números restantes últimos 30',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const removed = new Set(
        newestFirst(GA)
          .slice(0, 30)
          .map((d) => toBoxKey(d.number)),
      ).size;
      return [
        lang === 'en'
          ? `${removed} removed, ${BOX_KEYS.length - removed} of ${BOX_KEYS.length} remaining`
          : `${removed} quitados, quedan ${BOX_KEYS.length - removed} de ${BOX_KEYS.length}`,
      ];
    },
  },
  {
    name: 'the odds of a box play',
    en: 'What are the odds of 112 box?',
    es: '¿Cuáles son las probabilidades del 112 box?',
    page: 'GA',
    state: 'GA',
    figures: (lang) => [
      `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, Math.round(playOdds({ number: '112', mode: 'box' }).oneIn * 10) / 10)}`,
    ],
  },
  {
    name: 'the odds of any play',
    en: 'What are my chances of winning?',
    es: '¿Qué posibilidades tengo de ganar?',
    page: 'TX',
    state: 'TX',
    figures: (lang) => [
      `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, playOdds({ number: '000', mode: 'straight' }).oneIn)}`,
      `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, boxOddsOf('single').oneIn)}`,
      `1 ${lang === 'en' ? 'in' : 'entre'} ${num(lang, boxOddsOf('double').oneIn)}`,
    ],
  },
  {
    name: 'a bare number',
    en: '610',
    es: 'el 610',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const c = classify('610', { mode: 'box' });
      return [
        `610: box ${c.boxKey}`,
        `${lang === 'en' ? 'coordinate' : 'coordenada'} ${c.coordinate}.`,
        `pairsum ${c.pairsum}`,
      ];
    },
  },
  {
    name: 'a backtest of elimination',
    en: 'backtest last 50',
    es: 'backtest últimos 50',
    page: 'GA',
    state: 'GA',
    figures: (lang) => {
      const r = backtest(GA, { window: 50, limit: 365 });
      return [
        num(lang, r.evaluated),
        pct(lang, r.hitRate),
        pct(lang, r.straightChanceRate),
        `${lang === 'en' ? '' : 'acierto de '}${pct(lang, r.hitRate)}`,
      ];
    },
  },
];

const NOTICE: Record<Lang, string> = {
  en: 'AI model offline — answering from the data directly.',
  es: 'Modelo de IA sin conexión: respondo directamente con los datos.',
};

function textOf(body: string): string {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => (JSON.parse(line.slice(6)) as { delta?: string }).delta ?? '')
    .join('');
}

describeWithDatabase(
  'the offline helper answers everyday questions in the page language',
  (database) => {
    let app: App;
    beforeAll(async () => {
      await seedDraws(database(), [...GA, ...TX]);
      app = await buildTestApp(database());
    });
    afterAll(async () => app.close());

    it('has at least 20 questions, each in English and Spanish', () => {
      expect(CASES.length).toBeGreaterThanOrEqual(20);
      expect(new Set(CASES.map((c) => c.en)).size).toBe(CASES.length);
    });

    it.each(
      CASES.flatMap((c) => (['en', 'es'] as const).map((lang) => [c.name, lang, c] as const)),
    )('%s (%s)', async (_name, lang, c) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: {
          messages: [{ role: 'user', content: c[lang] }],
          page: { state: c.page, language: lang },
        },
      });
      expect(response.statusCode).toBe(200);
      const answer = textOf(response.body);
      // In the page's language: its notice, never the other one.
      expect(answer.startsWith(NOTICE[lang])).toBe(true);
      expect(answer).not.toContain(NOTICE[lang === 'en' ? 'es' : 'en']);
      // About the right state, and not about the page's when the question names another.
      expect(answer).toContain(place(c.state));
      if (c.state !== c.page) expect(answer).not.toContain(place(c.page));
      for (const figure of c.figures(lang)) expect(answer).toContain(figure);
    });

    it('refuses a page state or language it does not know, naming the field', async () => {
      for (const [page, field] of [
        [{ state: 'ZZ' }, 'page.state'],
        [{ language: 'fr' }, 'page.language'],
        [{ drawTime: 'NOON' }, 'page.drawTime'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { messages: [{ role: 'user', content: 'hi' }], page },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      }
    });

    it('says it is offline before anything is asked', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/chat/status' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ mode: 'offline' });
    });
  },
);
