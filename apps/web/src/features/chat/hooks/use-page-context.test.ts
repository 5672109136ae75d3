import { describe, expect, it } from 'vitest';
import { pageContext } from './use-page-context.js';

describe('pageContext', () => {
  it("sends the state of a results page's address before the header's choice", () => {
    expect(pageContext('/results/ga', 'TX', 'all')).toMatchObject({ state: 'GA' });
    expect(pageContext('/', 'GA', 'all')).toMatchObject({ state: 'GA' });
  });

  it("sends the state of the page's heading first (backtest, skips, charts, check)", () => {
    expect(pageContext('/backtest', 'TX', 'all', 'GA')).toMatchObject({ state: 'GA' });
    expect(pageContext('/results/ny', 'TX', 'all', 'GA')).toMatchObject({ state: 'GA' });
  });

  it('sends the draw time the page is narrowed to, and none for other time filters', () => {
    expect(pageContext('/', 'GA', 'Eve').drawTime).toBe('EVE');
    expect(pageContext('/', 'GA', 'Nite').drawTime).toBe('NITE');
    expect(pageContext('/', 'GA', 'repeats').drawTime).toBeUndefined();
  });

  it('leaves out a stored state code the server would refuse', () => {
    expect(pageContext('/', 'ZZ', 'all').state).toBeUndefined();
  });

  it("sends the page's language", () => {
    expect(pageContext('/', 'GA', 'all').language).toMatch(/^(en|es)$/);
  });
});
