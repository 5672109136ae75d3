import { drawInstant, expectedDraws } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { nextPollAt, planPolls, pollOffsets } from './draw-clock.js';

describe('pollOffsets', () => {
  it('polls 5 minutes after the draw, then at growing waits until 2 hours', () => {
    expect(pollOffsets()).toEqual([5, 8, 12, 18, 27, 41, 61, 91, 120]);
    // Four polls inside the 20-minute target.
    expect(pollOffsets().filter((m) => m <= 20)).toHaveLength(4);
    expect(pollOffsets({ firstPollMinutes: 2, giveUpMinutes: 10 })).toEqual([2, 5, 9, 10]);
    expect(pollOffsets({ firstPollMinutes: 10, giveUpMinutes: 5 })).toEqual([10]);
  });
});

describe('planPolls', () => {
  it('plans the first poll of every draw in the window, 5 minutes after its instant, soonest first', () => {
    const from = new Date('2026-06-10T12:00:00Z');
    const to = new Date('2026-06-11T12:00:00Z');
    const polls = planPolls(['GA', 'WA', 'TX'], from, to);
    for (const poll of polls) {
      expect(poll.drawAt).toEqual(drawInstant(poll.state, poll.date, poll.drawTime));
      expect(poll.pollAt.getTime() - poll.drawAt.getTime()).toBe(5 * 60_000);
      expect(poll.pollAt >= from && poll.pollAt < to).toBe(true);
    }
    const times = polls.map((p) => p.pollAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Every draw of each state whose poll falls in the window, and no other.
    for (const state of ['GA', 'WA', 'TX']) {
      const expected = expectedDraws(state, '2026-06-09', '2026-06-12').filter((d) => {
        const poll = d.at.getTime() + 5 * 60_000;
        return poll >= from.getTime() && poll < to.getTime();
      });
      expect(polls.filter((p) => p.state === state).map((p) => `${p.date} ${p.drawTime}`)).toEqual(
        expected.map((d) => `${d.date} ${d.drawTime}`),
      );
    }
    expect(polls.filter((p) => p.state === 'GA').map((p) => p.drawTime)).toEqual([
      'DAY',
      'EVE',
      'NITE',
    ]);
    expect(polls.filter((p) => p.state === 'WA').map((p) => p.drawTime)).toEqual(['EVE']);
  });

  it('follows the local clock across the DST change (Georgia Evening 6:59 PM)', () => {
    const polls = planPolls(
      ['GA'],
      new Date('2026-03-07T12:00:00Z'),
      new Date('2026-03-09T12:00:00Z'),
    )
      .filter((p) => p.drawTime === 'EVE')
      .map((p) => [p.date, p.pollAt.toISOString()]);
    expect(polls).toEqual([
      ['2026-03-07', '2026-03-08T00:04:00.000Z'], // EST, UTC−5
      ['2026-03-08', '2026-03-08T23:04:00.000Z'], // EDT, UTC−4
    ]);
  });

  it('plans nothing on a day without draws (Texas on Sunday) and honours the window edges', () => {
    const sunday = planPolls(
      ['TX'],
      new Date('2026-06-07T06:00:00Z'),
      new Date('2026-06-08T06:00:00Z'),
    );
    expect(sunday).toEqual([]);
    const eve = drawInstant('GA', '2026-06-10', 'EVE').getTime() + 5 * 60_000;
    expect(planPolls(['GA'], new Date(eve), new Date(eve + 1)).map((p) => p.drawTime)).toEqual([
      'EVE',
    ]);
    expect(planPolls(['GA'], new Date(eve - 60_000), new Date(eve))).toEqual([]);
  });
});

describe('nextPollAt', () => {
  const day = drawInstant('GA', '2025-07-04', 'DAY').getTime();
  const minutes = (n: number) => n * 60_000;

  it('is the hourly catch-all at minute 7 when no draw is polled before it', () => {
    const now = new Date(day - minutes(45));
    const next = nextPollAt('GA', now);
    expect(next.getUTCMinutes()).toBe(7);
    expect(next.getTime()).toBeGreaterThan(now.getTime());
    expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(minutes(60));
  });

  it("is the draw clock's first poll, five minutes after a draw, when that comes first", () => {
    // Midday is at :29 past the hour: its poll at :34 comes before the next :07.
    const next = nextPollAt('GA', new Date(day + minutes(1)));
    expect(next.getTime()).toBe(day + minutes(5));
  });

  it("is the draw clock's next retry of a recent draw, after its first poll", () => {
    const offsets = pollOffsets();
    const now = new Date(day + minutes(offsets[0]!) + 1_000);
    expect(nextPollAt('GA', now).getTime()).toBe(day + minutes(offsets[1]!));
  });
});
