import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseCaDownload } from './ca-download.source.js';

const download = readFixture('ca/calottery_daily3_download_numbers_2015-09-10_slice.txt');

describe('parseCaDownload on the saved calottery.com text download', () => {
  const draws = parseCaDownload(download);
  const keyed = new Map(draws.map((d) => [`${d.date} ${d.drawTime}`, d.number]));

  it('reads every fixed-width row', () => {
    expect(draws).toHaveLength(80 + 5);
    expect(keyed.get('2015-08-02 DAY')).toBe('170');
    expect(keyed.get('2015-08-02 EVE')).toBe('171');
    expect(draws.every((draw) => draw.state === 'CA')).toBe(true);
  });

  it('gives the lower draw number of a date Midday and the higher Evening', () => {
    // #13242 Sep 09 → 8 4 6, #13243 Sep 09 → 9 8 2.
    expect(keyed.get('2015-09-09 DAY')).toBe('846');
    expect(keyed.get('2015-09-09 EVE')).toBe('982');
    expect(keyed.get('2015-09-08 DAY')).toBe('743');
    expect(keyed.get('2015-09-08 EVE')).toBe('600');
  });

  it('dates the one draw of a 1992 day Evening (no Midday game before 2002-11-04)', () => {
    expect(draws.slice(0, 5)).toEqual([
      { state: 'CA', date: '1992-04-13', drawTime: 'EVE', number: '195' },
      { state: 'CA', date: '1992-04-14', drawTime: 'EVE', number: '809' },
      { state: 'CA', date: '1992-04-15', drawTime: 'EVE', number: '074' },
      { state: 'CA', date: '1992-04-16', drawTime: 'EVE', number: '067' },
      { state: 'CA', date: '1992-04-17', drawTime: 'EVE', number: '091' },
    ]);
  });

  it('dates a lone draw at either end of the file by its neighbouring draw number', () => {
    // Without #13243 the newest date holds only #13242 (its evening not drawn yet): Midday.
    // Without #13164 the oldest 2015 date holds only #13165 (its midday on an older page): Evening.
    const trimmed = download.replace(/^13243 .*\n/m, '').replace(/^13164 .*\n/m, '');
    const lone = new Map(
      parseCaDownload(trimmed).map((d) => [`${d.date} ${d.drawTime}`, d.number]),
    );
    expect(lone.get('2015-09-09 DAY')).toBe('846');
    expect(lone.has('2015-09-09 EVE')).toBe(false);
    expect(lone.get('2015-08-01 EVE')).toBe('312');
    expect(lone.has('2015-08-01 DAY')).toBe(false);
  });

  it('leaves out a lone draw with neighbours on both sides (a one-draw day: midday or evening cannot be told)', () => {
    const banner =
      'Download Winning Numbers from www.calottery.com on 1/4/2010 8:00:00 AM for DAILY 3\n\n';
    const rows = [
      '7303     Sun. Jan 03, 2010          3          0          3     ',
      '7302     Sat. Jan 02, 2010          2          0          2     ',
      '7301     Fri. Jan 01, 2010          1          0          1     ',
    ];
    expect(parseCaDownload(banner + rows.join('\n'))).toEqual([
      { state: 'CA', date: '2010-01-01', drawTime: 'EVE', number: '101' },
      { state: 'CA', date: '2010-01-03', drawTime: 'DAY', number: '303' },
    ]);
  });

  it('counts one draw once when the file repeats it (as #10438 was)', () => {
    const repeated = download.replace(/^(13243 .*)$/m, '$1\n$1');
    expect(parseCaDownload(repeated)).toEqual(draws);
  });
});

describe('parseCaDownload on broken files', () => {
  it('a file without the DAILY 3 banner is LAYOUT_CHANGED', () => {
    expectSourceError(
      () => parseCaDownload(download.replace('for DAILY 3', 'for DAILY 4')),
      'LAYOUT_CHANGED',
    );
  });

  it('a banner and no rows is NO_RESULTS', () => {
    expectSourceError(
      () => parseCaDownload(download.split('\n').slice(0, 5).join('\n')),
      'NO_RESULTS',
    );
  });

  it('a garbled row is INVALID_ROW with its line', () => {
    const broken = download.replace(
      '13241     Tue. Sep 08, 2015          6          0          0',
      '13241     Tue. Sep 08, 2015          6          0',
    );
    expect(expectSourceError(() => parseCaDownload(broken), 'INVALID_ROW').line).toBe(8);
  });

  it('one draw number with two different results is INVALID_ROW', () => {
    const conflicting = download.replace(
      /^(13243 .*)$/m,
      '$1\n13243     Wed. Sep 09, 2015          1          1          1     ',
    );
    expectSourceError(() => parseCaDownload(conflicting), 'INVALID_ROW');
  });
});
