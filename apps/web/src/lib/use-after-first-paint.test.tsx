import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.js';

function Page() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <p>latest results</p>
      {painted && <p>controls and analysis</p>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first screen alone, then the rest after the next frame has painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'cancelAnimationFrame'] });
    render(<Page />);
    expect(screen.getByText('latest results')).toBeInTheDocument();
    expect(screen.queryByText('controls and analysis')).toBeNull();
    // The frame that paints the first commit: still only the first screen.
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('controls and analysis')).toBeNull();
    // The task after that paint renders the rest.
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('controls and analysis')).toBeInTheDocument();
  });

  it('schedules nothing after an unmount before the first paint', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'cancelAnimationFrame'] });
    const { unmount } = render(<Page />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
