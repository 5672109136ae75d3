import { describe, expect, it } from 'vitest';
import {
  countAfter,
  drawTimeIn,
  intentOf,
  looksSpanish,
  numberIn,
  playIn,
  stateIn,
  periodIn,
  poolIn,
  readQuestion,
} from './question-intents.js';

describe('question intents', () => {
  it.each([
    ['last draws GA', 'latest'],
    ['show me the latest results for Texas', 'latest'],
    ['is 123 a repeat?', 'repeat'],
    ['has 450 been drawn before in NY', 'repeat'],
    ['remaining numbers GA last 50', 'remaining'],
    ['what is left to play after elimination', 'remaining'],
    ['odds of 112 box', 'odds'],
    ['what are my chances', 'odds'],
    ['610', 'lookup'],
    ['which states are covered?', 'coverage'],
    ['is the data up to date', 'coverage'],
    ['hello there', 'help'],
    ['when did 123 last hit in Texas?', 'history'],
    ['how often has 450 come up', 'history'],
    ['how many times was 007 drawn in GA', 'history'],
    ['is 123 due in GA?', 'history'],
    ['what numbers are due in GA', 'due'],
    ['which numbers are overdue', 'due'],
    ['show the longest skips in Georgia', 'due'],
    ['digit frequency GA last 100', 'frequency'],
    ['which digits come up most often in the first position', 'frequency'],
    ['backtest last 50 GA', 'backtest'],
    ['back-test elimination depth 20 over 200 draws', 'backtest'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('finds states by code or name without mistaking words for codes', () => {
    expect(stateIn('last draws GA')).toBe('GA');
    expect(stateIn('results in georgia please')).toBe('GA');
    expect(stateIn('what came out in Texas')).toBe('TX');
    expect(stateIn('is it ok or me')).toBeUndefined();
    expect(stateIn('results for ny')).toBe('NY');
  });

  it('reads counts and draw times beside the number', () => {
    expect(numberIn('digit frequency GA last 100')).toBeUndefined();
    expect(numberIn('backtest over the last 365 draws')).toBeUndefined();
    expect(numberIn('when did 123 last hit over 500 draws')).toBe('123');
    expect(countAfter('digit frequency GA last 100', 'last')).toBe(100);
    expect(countAfter('backtest last 50 GA over the last 200 draws', 'over')).toBe(200);
    expect(countAfter('backtest GA', 'last')).toBeUndefined();
    expect(drawTimeIn('due numbers GA evening')).toBe('EVE');
    expect(drawTimeIn('midday frequency')).toBe('DAY');
    expect(drawTimeIn('when did 123 last hit')).toBeUndefined();
  });

  it('reads three-digit numbers only', () => {
    expect(numberIn('is 007 a repeat')).toBe('007');
    expect(numberIn('last 1000 draws')).toBeUndefined();
    expect(numberIn('1.234')).toBeUndefined();
  });
});

describe('offline analyst: the everyday questions of issue 25, in English and Spanish', () => {
  it.each([
    ['Hot numbers in Texas evening', 'hotcold'],
    ['Números calientes en Texas en la tarde', 'hotcold'],
    ['how many box combinations', 'combinations'],
    ['¿Cuántas combinaciones box hay?', 'combinations'],
    ['Should I play 777 tonight?', 'should'],
    ['¿Debería jugar 777 esta noche?', 'should'],
    ['what does a $1 box 123 pay in Georgia', 'prize'],
    ['¿Cuánto paga un box de $1 al 123 en Georgia?', 'prize'],
    ['¿Cuándo salió el 123 en TX?', 'history'],
    ['¿Qué números están atrasados en GA?', 'due'],
    ['frecuencia de dígitos GA últimos 100', 'frequency'],
    ['¿El 450 es una repetición?', 'repeat'],
    ['números restantes últimos 30', 'remaining'],
    ['Muestra los últimos sorteos', 'latest'],
    ['¿Qué posibilidades tengo de ganar?', 'odds'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('reads Spanish state names and never a Spanish word as a state code', () => {
    expect(stateIn('números calientes en Nueva York')).toBe('NY');
    expect(stateIn('resultados de Carolina del Norte')).toBe('NC');
    expect(stateIn('results in West Virginia')).toBe('WV');
    expect(stateIn('results in Virginia')).toBe('VA');
    expect(stateIn('¿qué va a salir hoy?')).toBeUndefined();
  });

  it('reads Spanish counts and draw times, and "esta noche" is not the Night draw', () => {
    expect(numberIn('frecuencia últimos 100')).toBeUndefined();
    expect(numberIn('backtest en 365 sorteos')).toBeUndefined();
    expect(countAfter('frecuencia de dígitos últimos 250', 'últimos')).toBe(250);
    expect(drawTimeIn('números calientes en la tarde')).toBe('EVE');
    expect(drawTimeIn('sorteo de la noche')).toBe('NITE');
    expect(drawTimeIn('¿Debería jugar 777 esta noche?')).toBeUndefined();
    expect(drawTimeIn('al mediodía')).toBe('DAY');
  });

  it('reads the play of a prize question: type and stake', () => {
    expect(playIn('what does a $1 box 123 pay')).toEqual({ type: 'box', stake: 1 });
    expect(playIn('a 50 cent straight on 123')).toEqual({ type: 'straight', stake: 0.5 });
    expect(playIn('un straight/box de $1 al 112')).toEqual({ type: 'straight-box', stake: 1 });
    expect(playIn('$0.50 front pair 12')).toEqual({ type: 'front-pair', stake: 0.5 });
    expect(playIn('what does 123 pay')).toEqual({ type: 'straight', stake: 1 });
  });

  it('tells Spanish questions from English ones when the page does not say', () => {
    expect(looksSpanish('¿Debería jugar 777?')).toBe(true);
    expect(looksSpanish('números calientes')).toBe(true);
    expect(looksSpanish('hot numbers in Texas')).toBe(false);
    expect(looksSpanish('should I play 777')).toBe(false);
  });
});

describe('question intents: the questions issue 33 found answered wrongly', () => {
  it.each([
    ['Is 123 hot?', 'numberHeat'],
    ['¿Está caliente el 123?', 'numberHeat'],
    ['Which numbers have not come out in the last 100 draws?', 'notDrawn'],
    ['¿Qué números no han salido en los últimos 100 sorteos?', 'notDrawn'],
    ['How much would I have won playing 123 every day last year?', 'winnings'],
    ['¿Cuánto habría ganado jugando el 123 cada día el año pasado?', 'winnings'],
    ["what's the pool 1,1 remaining?", 'pool'],
    ['What was the last Texas night draw?', 'latest'],
    ['OK, is 123 a good number?', 'should'],
    ['¿Qué opina la IA del 123?', 'should'],
    ['What are the prizes in Texas?', 'prizes'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('reads a state only from its name or its code in a clear form', () => {
    expect(stateIn('OK, is 123 a good number?')).toBeUndefined();
    expect(stateIn('¿Qué opina la IA del 123?')).toBeUndefined();
    expect(stateIn('is 123 a good number in OK')).toBe('OK');
    expect(stateIn('Is 123 hot in Oklahoma?')).toBe('OK');
    expect(stateIn('odds for TX')).toBe('TX');
    expect(stateIn('resultados en IA')).toBe('IA');
    expect(stateIn('tell ME the results')).toBeUndefined();
    expect(stateIn('results in ok')).toBeUndefined();
  });

  it('reads the named draw time, the pool, the period and the play', () => {
    expect(readQuestion('What was the last Texas night draw?')).toMatchObject({
      kind: 'latest',
      state: 'TX',
      drawTime: 'NITE',
    });
    expect(poolIn("what's the pool 1,1 remaining?")).toBe('1-1');
    expect(poolIn('pool 2-1 night')).toBe('2-1');
    expect(periodIn('playing 123 every day last year')).toEqual({ kind: 'yearsAgo', years: 1 });
    expect(periodIn('in 2024')).toEqual({ kind: 'year', year: 2024 });
    expect(periodIn('over the last 30 days')).toEqual({ kind: 'days', days: 30 });
    expect(numberIn('playing 123 every day in 2024')).toBe('123');
    expect(numberIn('a $100 box')).toBeUndefined();
  });
});
