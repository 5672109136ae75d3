import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestMantine } from '../testing/render.js';
import { captureDownloads } from '../testing/capture-downloads.js';
import { DownloadButtons } from './DownloadButtons.js';

afterEach(() => vi.restoreAllMocks());

describe('DownloadButtons', () => {
  it('saves the table as CSV and JSON files, built when pressed', async () => {
    const downloads = captureDownloads();
    let rows = [{ number: '123', status: 'removed' }];
    render(
      <TestMantine>
        <DownloadButtons
          fileName="tx-numbers"
          description="the numbers"
          table={() => ({ columns: ['number', 'status'], rows })}
          fullHistoryHref="/api/draws/export?state=TX&format=csv"
        />
      </TestMantine>,
    );
    expect(screen.getByRole('group', { name: 'Download the numbers' })).toBeInTheDocument();
    // The table is read at the press, so a file always has what the screen shows then.
    rows = [...rows, { number: '456', status: 'remaining' }];
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [csv, json] = await downloads.files();
    expect(csv).toEqual({
      fileName: 'tx-numbers.csv',
      type: 'text/csv;charset=utf-8',
      text: 'number,status\n123,removed\n456,remaining\n',
    });
    expect(json?.fileName).toBe('tx-numbers.json');
    expect(JSON.parse(json!.text)).toEqual(rows);
    expect(screen.getByRole('link', { name: 'Full history (CSV)' })).toHaveAttribute(
      'href',
      '/api/draws/export?state=TX&format=csv',
    );
  });
});
