// The offline analyst's words in English and Spanish. Figures are filled in by the analyst from the
// tools (core over the stored draws); these functions only say them. Game words (Box, Straight,
// Pick 3) stay in English in both languages, as in the server's other texts (messages/en.ts); dates
// and draw-time names come in already written in the page's language (offline-analyst.service.ts).
// Both tables have the same entries: the type of `es` is the type of `en`.
import { SKIPS_NOTE } from '@pick3/contract';
import type { DigitType } from '@pick3/core';
import { ODDS_NOTE } from './chat-tools.service.js';

export type AnalystLanguage = 'en' | 'es';

const LOCALE: Record<AnalystLanguage, string> = { en: 'en-US', es: 'es-US' };

/** A count or figure as the language writes it (at most one decimal), `n/a` for none. */
export function numberText(language: AnalystLanguage, x: number | null): string {
  if (x === null) return language === 'es' ? 'n/d' : 'n/a';
  return x.toLocaleString(LOCALE[language], { maximumFractionDigits: 1 });
}

/** Dollars: $500, $0.50, $1.20. */
export function dollars(language: AnalystLanguage, x: number): string {
  return x.toLocaleString(LOCALE[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(x) ? 0 : 2,
  });
}

/** A rate as a percentage with one decimal: 12.3%. */
export function percent(language: AnalystLanguage, rate: number): string {
  return `${(rate * 100).toLocaleString(LOCALE[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

const DIGIT_TYPE_ES: Record<DigitType, string> = {
  single: 'tres dígitos distintos',
  double: 'doble',
  triple: 'triple',
};

const POSITION_ES: Record<string, string> = {
  first: 'Primer',
  second: 'Segundo',
  third: 'Tercer',
};

const en = {
  notice: 'AI model offline — answering from the data directly.',
  oddsNote: ODDS_NOTE,
  skipsNote: SKIPS_NOTE,
  digitType: (t: DigitType): string => t,
  noDraws: (game: string) => `No ${game} draws are stored yet.`,
  oddsOfPlay: (p: {
    playType: string;
    number: string;
    digitType: string;
    chance: number;
    oneIn: string;
  }) =>
    `A ${p.playType} play on ${p.number} (${p.digitType}) wins with probability ${p.chance} — 1 in ${p.oneIn}.`,
  oddsAny: (p: { straight: string; single: string; double: string; triple: string }) =>
    `A straight play wins 1 in ${p.straight}. A box play wins 1 in ${p.single} for three different digits, 1 in ${p.double} for a double and 1 in ${p.triple} for a triple.`,
  repeatNone: (p: { number: string; box: string; draws: number; game: string }) =>
    `${p.number} (box ${p.box}) was not drawn in the last ${p.draws} ${p.game} draws, so it is not a repeat there.`,
  repeat: (p: {
    number: string;
    box: string;
    times: number;
    exactly: number;
    draws: number;
    game: string;
    isRepeat: boolean;
    last: string;
    ago: number | null;
    gap: number;
  }) =>
    `${p.number} (box ${p.box}) was drawn ${p.times} time(s) as a box in the last ${p.draws} ${p.game} draws` +
    `${p.exactly > 0 ? ` (${p.exactly} time(s) exactly as ${p.number})` : ''}` +
    `${p.isRepeat ? ', so it is a repeat' : ', once only, so not a repeat yet'}. ` +
    `Last seen ${p.last}, ${p.ago} draw(s) ago; the average gap for its digit type is ${p.gap} draws.`,
  remaining: (p: {
    mode: string;
    draws: number;
    game: string;
    removed: number;
    remaining: number;
    total: number;
    list: string;
    chance: string;
  }) =>
    `After removing the ${p.mode} numbers of the last ${p.draws} ${p.game} draws: ${p.removed} removed, ` +
    `${p.remaining} of ${p.total} remaining: ${p.list}. ` +
    `The next draw lands in that set with probability ${p.chance} — exactly its share of the 1,000 numbers. ` +
    `Eliminating past numbers does not change the odds: ${ODDS_NOTE}`,
  latestTitle: (game: string) => `Latest ${game} draws:`,
  latestRepeat: (p: { last: string; gap: number | null }) =>
    ` (repeat, last seen ${p.last}, gap ${p.gap})`,
  lookup: (p: {
    number: string;
    box: string;
    digitType: string;
    straights: string;
    pairsum: string;
    highLow: string;
    oddEven: string;
    sum12: string;
    set: number;
    coordinate: string;
  }) =>
    `${p.number}: box ${p.box} (${p.digitType}), straights ${p.straights}; ` +
    `pairsum ${p.pairsum}, high/low ${p.highLow}, odd/even ${p.oddEven}, 12SUM ${p.sum12}, ` +
    `set ${p.set}, coordinate ${p.coordinate}.`,
  historyWhere: (game: string, time: string) => `${game}${time === 'all' ? '' : ` ${time}`} draws`,
  historyTitle: (p: {
    number: string;
    box: string;
    digitType: string;
    draws: string;
    where: string;
  }) => `${p.number} (box ${p.box}, ${p.digitType}) in ${p.draws} ${p.where}:`,
  straightLabel: 'Straight',
  boxLabel: 'Box',
  neverDrawn: (p: { label: string; draws: string; expected: string }) =>
    `${p.label}: never drawn in ${p.draws} draws (chance expects one hit every ${p.expected} draws).`,
  lastHit: (p: {
    label: string;
    date: string;
    time: string;
    number: string;
    ago: string;
    atLeast: boolean;
    times: string;
    average: string | null;
    longest: string;
    expected: string;
  }) =>
    `${p.label}: last hit ${p.date} ${p.time} as ${p.number}, ${p.atLeast ? `at least ${p.ago} draws ago (the history has a hole since)` : `${p.ago} draw(s) ago`}; ` +
    `drawn ${p.times} time(s); average skip ${p.average ?? 'n/a (one hit)'}, ` +
    `longest ${p.longest}, against ${p.expected} expected by chance.`,
  dueTitle: (p: { mode: string; draws: string; where: string }) =>
    `Longest current skips (${p.mode}) in ${p.draws} ${p.where}:`,
  dueRow: (p: {
    number: string;
    digitType: string;
    never: boolean;
    atLeast: boolean;
    skip: string;
    expected: string;
    times: string;
    longest: string | null;
  }) =>
    `${p.number} (${p.digitType}): ${p.never ? 'never drawn' : `${p.atLeast ? 'at least ' : ''}${p.skip} draws since its last hit`}, ` +
    `expected skip ${p.expected}, drawn ${p.times} time(s)` +
    `${p.longest === null ? '' : `, longest skip ${p.longest}`}`,
  chiSquare: (p: { box: boolean; chi: number | null; df: number; reading: string }) =>
    `Chi-square of all ${p.box ? '220 box keys' : '1,000 straights'} against a fair draw: ${p.chi} on ${p.df} degrees of freedom. ${p.reading}`,
  chiFair: (p: string) => `The counts are consistent with a fair draw (p = ${p}).`,
  chiUnfair: (p: string) =>
    `The counts differ from a fair draw more than chance usually allows (p = ${p}); with many states and windows some such results are expected by chance.`,
  frequencyTitle: (p: { draws: string; where: string; expected: string }) =>
    `Digit frequency by position over the newest ${p.draws} ${p.where} (chance expects ${p.expected} of each digit per position):`,
  frequencyRow: (p: { position: string; counts: string; most: string; least: string }) =>
    `${p.position[0]!.toUpperCase()}${p.position.slice(1)} digit: ${p.counts} (most ${p.most}, least ${p.least})`,
  frequencyNote:
    'Each digit of a fair draw is equally likely (1 in 10) at every position, whatever the recent counts.',
  hotColdTitle: (p: { draws: string; where: string; share: string }) =>
    `Hot and cold over the newest ${p.draws} ${p.where} (chance gives each digit ${p.share} of the digits drawn):`,
  hotDigits: (list: string) => `Hot digits: ${list}.`,
  coldDigits: (list: string) => `Cold digits: ${list}.`,
  hotBoxes: (list: string) => `Most drawn box combinations (count against expected): ${list}.`,
  coldBoxes: (p: { count: string; total: string; list: string }) =>
    `${p.count} of the ${p.total} box combinations were not drawn in this window${p.list === '' ? '' : `, e.g. ${p.list}`}.`,
  hotColdNote: 'Hot and cold describe the past only.',
  combinations: (p: {
    singleOrders: string;
    doubleOrders: string;
    tripleOrders: string;
    straight: string;
    box: string;
    single: string;
    double: string;
    triple: string;
    singles: string;
    doubles: string;
    triples: string;
  }) =>
    `There are ${p.straight} straight combinations (000 to 999) and ${p.box} box combinations: ` +
    `${p.single} with three different digits (${p.singleOrders} orders each, ${p.singles} straights), ` +
    `${p.double} doubles (${p.doubleOrders} orders each, ${p.doubles} straights) and ${p.triple} triples (${p.tripleOrders} order each, ${p.triples} straights).`,
  shouldTitle: (p: { number: string; state: string; box: string; digitType: string }) =>
    `${p.number} in ${p.state} (box ${p.box}, ${p.digitType}):`,
  shouldPlay: (p: { label: string; prize: string; oneIn: string; ret: string }) =>
    `${p.label} $1: pays ${p.prize}, wins 1 in ${p.oneIn}; expected return ${p.ret} per $1.`,
  noBox: (number: string) =>
    `Box: ${number} has one order only, so it can only be played straight.`,
  lastSeen: (p: { label: string; date: string; time: string; number: string; ago: string }) =>
    `${p.label}: last seen ${p.date} ${p.time} as ${p.number}, ${p.ago} draw(s) ago.`,
  neverSeen: (p: { label: string; draws: string }) =>
    `${p.label}: not drawn in the ${p.draws} stored draws.`,
  noPattern:
    'No pattern, skip or recent result changes the odds of a fair draw: every number is equally likely each draw, so playing it is a matter of taste and budget, not of timing.',
  prize: (p: {
    stake: string;
    type: string;
    number: string;
    state: string;
    exact: string;
    cost: string;
  }) =>
    `A ${p.stake} ${p.type} play on ${p.number} in ${p.state} costs ${p.cost} and pays ${p.exact} when ${p.number} is drawn in that order`,
  prizeOther: (p: { other: string }) => `, and ${p.other} when its digits come in another order`,
  prizeEnd: (p: { ret: string }) => `. Expected return: ${p.ret} per $1.`,
  help:
    'I can answer from the stored draws: "last draws GA", "hot numbers in Texas evening", "how many box combinations", ' +
    '"should I play 777", "what does a $1 box 123 pay in Georgia", "is 123 a repeat in TX", "remaining numbers GA last 50", ' +
    '"odds of 112 box", "when did 123 last hit in TX", "what numbers are due in GA", "digit frequency GA last 100", ' +
    '"backtest last 50 GA", "is 123 hot?", "which numbers have not come out in the last 100 draws?", ' +
    '"how much would I have won playing 123 every day last year?", "what\'s the pool 1,1 remaining?", ' +
    '"what was the last Texas night draw?", "what are the prizes in TX?", or just a number like "610".',
  more: (count: number) => `(${count} more)`,
  coverage: (text: string) => text,
  noCoverage: 'The coverage of the stored data is not known here.',
  backtestTooShort: (p: { game: string; depth: string }) =>
    `Not enough ${p.game} draws stored to backtest an elimination depth of ${p.depth} (it needs more than ${p.depth} draws).`,
  backtest: (p: {
    depth: string;
    evaluated: string;
    game: string;
    from: string | null;
    to: string | null;
    hits: string;
    hitRate: string;
    chanceRate: string;
  }) =>
    `Backtest of eliminating the last ${p.depth} draws, over the ${p.evaluated} newest ${p.game} draws (${p.from} to ${p.to}): ` +
    `the next draw's box was among the remaining numbers ${p.hits} time(s), a hit rate of ${p.hitRate}, ` +
    `against a chance rate of ${p.chanceRate}. The chance rate is the share of the 1,000 straights the remaining box keys cover: what any choice achieves on average.`,
  toolError: (message: string) => message,
  stale: (p: { date: string; days: string }) =>
    `Stale data: no draw stored for more than a week; the newest stored is ${p.date} (${p.days} days old).`,
  numberHeat: (p: {
    number: string;
    box: string;
    draws: string;
    where: string;
    straight: number;
    expectedStraight: string;
    boxCount: number;
    expectedBox: string;
    heat: 'hot' | 'cold' | 'even';
  }) =>
    `${p.number} in the newest ${p.draws} ${p.where}: drawn ${p.straight} time(s) straight (chance expects ${p.expectedStraight}) ` +
    `and ${p.boxCount} time(s) as box ${p.box} (chance expects ${p.expectedBox}), so it ran ` +
    `${p.heat === 'hot' ? 'hot: more often than chance expects' : p.heat === 'cold' ? 'cold: less often than chance expects' : 'exactly as chance expects'}.`,
  lastBoxHit: (p: { when: string; number: string }) =>
    `Last drawn as a box ${p.when} as ${p.number}.`,
  notDrawn: (p: {
    mode: string;
    count: string;
    total: string;
    draws: string;
    where: string;
    list: string;
    chance: string;
  }) =>
    `${p.count} of the ${p.total} ${p.mode} numbers were not drawn in the newest ${p.draws} ${p.where}: ${p.list}. ` +
    `The next draw is one of them with probability ${p.chance}, exactly their share: not being drawn does not make a number due.`,
  winnings: (p: {
    stake: string;
    type: string;
    number: string;
    game: string;
    where: string;
    from: string;
    to: string;
    plays: string;
    spend: string;
    won: string;
    wins: string;
    net: string;
    expected: string;
  }) =>
    `A ${p.stake} ${p.type} play on ${p.number} at each of the ${p.plays} ${p.where} from ${p.from} to ${p.to} ` +
    `would have cost ${p.spend} and won ${p.won} (${p.wins} winning draw(s)): net ${p.net}. ` +
    `Chance gives back ${p.expected} on average for that spend.`,
  winningsNone: (p: { game: string }) => `No ${p.game} draws are stored in that period.`,
  winningsAsk:
    'Name the number (and the period if you like): "how much would I have won playing 123 every day last year?"',
  pool: (p: {
    pool: string;
    game: string;
    time: string;
    draws: string;
    remaining: number;
    members: number;
    list: string;
    chance: string;
  }) =>
    `Pool ${p.pool} over the newest ${p.draws} ${p.game} ${p.time} draws: ${p.remaining} of its ${p.members} box numbers remaining: ${p.list}. ` +
    `A box play on each of them wins the next draw with probability ${p.chance}, whatever was drawn before.`,
  prizes: (p: { game: string; straight: string; box6: string; box3: string }) =>
    `${p.game} pays, for a $1 play: ${p.straight} straight (exact order), ${p.box6} box on three different digits and ${p.box3} box on a double.`,
};

type Texts = typeof en;

const ODDS_NOTE_ES =
  'Cada sorteo es independiente y los 1,000 números Straight son igual de probables; ninguna estrategia, eliminación, repetición o patrón cambia las probabilidades de un sorteo justo.';

const es: Texts = {
  notice: 'Modelo de IA sin conexión: respondo directamente con los datos.',
  oddsNote: ODDS_NOTE_ES,
  skipsNote:
    'Los intervalos no cambian las probabilidades del próximo sorteo: cada número es igual de probable en cada sorteo.',
  digitType: (t) => DIGIT_TYPE_ES[t],
  noDraws: (game) => `Todavía no hay sorteos de ${game} guardados.`,
  oddsOfPlay: (p) =>
    `Una jugada ${p.playType} al ${p.number} (${p.digitType}) gana con probabilidad ${p.chance}: 1 entre ${p.oneIn}.`,
  oddsAny: (p) =>
    `Una jugada Straight gana 1 entre ${p.straight}. Una jugada Box gana 1 entre ${p.single} con tres dígitos distintos, 1 entre ${p.double} con un doble y 1 entre ${p.triple} con un triple.`,
  repeatNone: (p) =>
    `El ${p.number} (box ${p.box}) no salió en los últimos ${p.draws} sorteos de ${p.game}, así que allí no es una repetición.`,
  repeat: (p) =>
    `El ${p.number} (box ${p.box}) salió ${p.times} vez/veces como box en los últimos ${p.draws} sorteos de ${p.game}` +
    `${p.exactly > 0 ? ` (${p.exactly} vez/veces exactamente como ${p.number})` : ''}` +
    `${p.isRepeat ? ', así que es una repetición' : ', una sola vez, así que aún no es una repetición'}. ` +
    `Visto por última vez ${p.last}, hace ${p.ago} sorteo(s); el intervalo medio de su tipo de dígitos es ${p.gap} sorteos.`,
  remaining: (p) =>
    `Tras quitar los números ${p.mode} de los últimos ${p.draws} sorteos de ${p.game}: ${p.removed} quitados, ` +
    `quedan ${p.remaining} de ${p.total}: ${p.list}. ` +
    `El próximo sorteo cae en ese conjunto con probabilidad ${p.chance}, exactamente su parte de los 1,000 números. ` +
    `Eliminar números pasados no cambia las probabilidades: ${ODDS_NOTE_ES}`,
  latestTitle: (game) => `Últimos sorteos de ${game}:`,
  latestRepeat: (p) => ` (repetición, visto por última vez ${p.last}, intervalo ${p.gap})`,
  lookup: (p) =>
    `${p.number}: box ${p.box} (${p.digitType}), straights ${p.straights}; ` +
    `pairsum ${p.pairsum}, alto/bajo ${p.highLow}, impar/par ${p.oddEven}, 12SUM ${p.sum12}, ` +
    `conjunto ${p.set}, coordenada ${p.coordinate}.`,
  historyWhere: (game, time) => `sorteos de ${game}${time === 'all' ? '' : ` ${time}`}`,
  historyTitle: (p) => `${p.number} (box ${p.box}, ${p.digitType}) en ${p.draws} ${p.where}:`,
  straightLabel: 'Straight',
  boxLabel: 'Box',
  neverDrawn: (p) =>
    `${p.label}: nunca salió en ${p.draws} sorteos (el azar espera un acierto cada ${p.expected} sorteos).`,
  lastHit: (p) =>
    `${p.label}: salió por última vez el ${p.date} ${p.time} como ${p.number}, ${p.atLeast ? `hace al menos ${p.ago} sorteos (el historial tiene un hueco desde entonces)` : `hace ${p.ago} sorteo(s)`}; ` +
    `salió ${p.times} vez/veces; intervalo medio ${p.average ?? 'n/d (un solo acierto)'}, ` +
    `el más largo ${p.longest}, frente a ${p.expected} esperado por azar.`,
  dueTitle: (p) => `Intervalos actuales más largos (${p.mode}) en ${p.draws} ${p.where}:`,
  dueRow: (p) =>
    `${p.number} (${p.digitType}): ${p.never ? 'nunca salió' : `${p.atLeast ? 'al menos ' : ''}${p.skip} sorteos desde su último acierto`}, ` +
    `intervalo esperado ${p.expected}, salió ${p.times} vez/veces` +
    `${p.longest === null ? '' : `, intervalo más largo ${p.longest}`}`,
  chiSquare: (p) =>
    `Chi-cuadrado de ${p.box ? 'las 220 combinaciones box' : 'los 1,000 straights'} frente a un sorteo justo: ${p.chi} con ${p.df} grados de libertad. ${p.reading}`,
  chiFair: (p) => `Los conteos son compatibles con un sorteo justo (p = ${p}).`,
  chiUnfair: (p) =>
    `Los conteos se apartan de un sorteo justo más de lo que el azar suele permitir (p = ${p}); con muchos estados y ventanas, algunos resultados así son de esperar por azar.`,
  frequencyTitle: (p) =>
    `Frecuencia de dígitos por posición en los ${p.draws} ${p.where} más recientes (el azar espera ${p.expected} de cada dígito por posición):`,
  frequencyRow: (p) =>
    `${POSITION_ES[p.position] ?? p.position} dígito: ${p.counts} (más ${p.most}, menos ${p.least})`,
  frequencyNote:
    'En un sorteo justo cada dígito es igual de probable (1 entre 10) en cada posición, sean cuales sean los conteos recientes.',
  hotColdTitle: (p) =>
    `Calientes y fríos en los ${p.draws} ${p.where} más recientes (el azar da a cada dígito el ${p.share} de los dígitos sorteados):`,
  hotDigits: (list) => `Dígitos calientes: ${list}.`,
  coldDigits: (list) => `Dígitos fríos: ${list}.`,
  hotBoxes: (list) => `Combinaciones box que más salieron (veces frente a lo esperado): ${list}.`,
  coldBoxes: (p) =>
    `${p.count} de las ${p.total} combinaciones box no salieron en esta ventana${p.list === '' ? '' : `, por ejemplo ${p.list}`}.`,
  hotColdNote: 'Calientes y fríos describen solo el pasado.',
  combinations: (p) =>
    `Hay ${p.straight} combinaciones straight (de 000 a 999) y ${p.box} combinaciones box: ` +
    `${p.single} con tres dígitos distintos (${p.singleOrders} órdenes cada una, ${p.singles} straights), ` +
    `${p.double} dobles (${p.doubleOrders} órdenes cada una, ${p.doubles} straights) y ${p.triple} triples (${p.tripleOrders} orden cada una, ${p.triples} straights).`,
  shouldTitle: (p) => `${p.number} en ${p.state} (box ${p.box}, ${p.digitType}):`,
  shouldPlay: (p) =>
    `${p.label} de $1: paga ${p.prize}, gana 1 entre ${p.oneIn}; retorno esperado ${p.ret} por cada $1.`,
  noBox: (number) => `Box: el ${number} tiene un solo orden, así que solo se puede jugar Straight.`,
  lastSeen: (p) =>
    `${p.label}: visto por última vez el ${p.date} ${p.time} como ${p.number}, hace ${p.ago} sorteo(s).`,
  neverSeen: (p) => `${p.label}: no salió en los ${p.draws} sorteos guardados.`,
  noPattern:
    'Ningún patrón, intervalo o resultado reciente cambia las probabilidades de un sorteo justo: cada número es igual de probable en cada sorteo, así que jugarlo es cuestión de gusto y presupuesto, no del momento.',
  prize: (p) =>
    `Una jugada ${p.type} de ${p.stake} al ${p.number} en ${p.state} cuesta ${p.cost} y paga ${p.exact} si sale ${p.number} en ese orden`,
  prizeOther: (p) => `, y ${p.other} si sus dígitos salen en otro orden`,
  prizeEnd: (p) => `. Retorno esperado: ${p.ret} por cada $1.`,
  help:
    'Puedo responder con los sorteos guardados: "últimos sorteos GA", "números calientes en Texas noche", "cuántas combinaciones box hay", ' +
    '"¿debería jugar 777?", "¿cuánto paga un box de $1 al 123 en Georgia?", "¿el 123 es una repetición en TX?", "números restantes GA últimos 50", ' +
    '"probabilidades del 112 box", "¿cuándo salió el 123 en TX?", "¿qué números están atrasados en GA?", "frecuencia de dígitos GA últimos 100", ' +
    '"backtest últimos 50 GA", "¿está caliente el 123?", "¿qué números no han salido en los últimos 100 sorteos?", ' +
    '"¿cuánto habría ganado jugando el 123 cada día el año pasado?", "¿qué números quedan en el pool 1,1?", ' +
    '"¿cuál fue el último sorteo de la noche en Texas?", "¿cuáles son los premios en TX?", o solo un número como "610".',
  more: (count) => `(${count} más)`,
  coverage: (text) => `Cobertura de los datos guardados (texto del servidor, en inglés): ${text}`,
  noCoverage: 'Aquí no se conoce la cobertura de los datos guardados.',
  backtestTooShort: (p) =>
    `No hay suficientes sorteos de ${p.game} guardados para un backtest con profundidad de eliminación ${p.depth} (necesita más de ${p.depth} sorteos).`,
  backtest: (p) =>
    `Backtest de eliminar los últimos ${p.depth} sorteos, en los ${p.evaluated} sorteos más recientes de ${p.game} (del ${p.from} al ${p.to}): ` +
    `el box del sorteo siguiente estaba entre los números restantes ${p.hits} vez/veces, una tasa de acierto de ${p.hitRate}, ` +
    `frente a una tasa de azar de ${p.chanceRate}. La tasa de azar es la parte de los 1,000 straights que cubren las combinaciones box restantes: lo que logra cualquier elección en promedio.`,
  toolError: (message) => `No pude responder con esos datos: ${message}`,
  stale: (p) =>
    `Datos desactualizados: no hay sorteos guardados desde hace más de una semana; el más reciente es del ${p.date} (hace ${p.days} días).`,
  numberHeat: (p) =>
    `El ${p.number} en los ${p.draws} ${p.where} más recientes: salió ${p.straight} vez/veces en orden exacto (el azar espera ${p.expectedStraight}) ` +
    `y ${p.boxCount} vez/veces como box ${p.box} (el azar espera ${p.expectedBox}), así que estuvo ` +
    `${p.heat === 'hot' ? 'caliente: más de lo que espera el azar' : p.heat === 'cold' ? 'frío: menos de lo que espera el azar' : 'justo en lo que espera el azar'}.`,
  lastBoxHit: (p) => `Salió como box por última vez el ${p.when} como ${p.number}.`,
  notDrawn: (p) =>
    `${p.count} de los ${p.total} números ${p.mode} no salieron en los ${p.draws} ${p.where} más recientes: ${p.list}. ` +
    `El próximo sorteo es uno de ellos con probabilidad ${p.chance}, exactamente su parte: no haber salido no hace que un número toque.`,
  winnings: (p) =>
    `Una jugada ${p.type} de ${p.stake} al ${p.number} en cada uno de los ${p.plays} ${p.where} del ${p.from} al ${p.to} ` +
    `habría costado ${p.spend} y ganado ${p.won} (${p.wins} sorteo(s) ganador(es)): neto ${p.net}. ` +
    `El azar devuelve ${p.expected} en promedio por ese gasto.`,
  winningsNone: (p) => `No hay sorteos de ${p.game} guardados en ese período.`,
  winningsAsk:
    'Indica el número (y el período si quieres): "¿cuánto habría ganado jugando el 123 cada día el año pasado?"',
  pool: (p) =>
    `Pool ${p.pool} en los ${p.draws} sorteos de ${p.game} ${p.time} más recientes: quedan ${p.remaining} de sus ${p.members} números box: ${p.list}. ` +
    `Una jugada box a cada uno gana el próximo sorteo con probabilidad ${p.chance}, salga lo que haya salido antes.`,
  prizes: (p) =>
    `${p.game} paga, por una jugada de $1: ${p.straight} Straight (orden exacto), ${p.box6} Box con tres dígitos distintos y ${p.box3} Box con un doble.`,
};

export const ANALYST_TEXTS: Record<AnalystLanguage, Texts> = { en, es };
