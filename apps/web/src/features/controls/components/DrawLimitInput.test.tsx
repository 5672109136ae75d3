import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestMantine } from '../../../testing/render.js';
import { DrawLimitInput } from './DrawLimitInput.js';

function setup(value = 730) {
  const onApply = vi.fn();
  render(
    <TestMantine>
      <DrawLimitInput value={value} onApply={onApply} />
    </TestMantine>,
  );
  return { onApply, input: screen.getByLabelText('Display draws') as HTMLInputElement };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DrawLimitInput', () => {
  it('says under the box how many draws the analysis counted, as part of its description', () => {
    render(
      <TestMantine>
        <DrawLimitInput value={730} onApply={vi.fn()} drawCount="730 draws (481 Evening)" />
      </TestMantine>,
    );
    expect(screen.getByLabelText('Display draws')).toHaveAccessibleDescription(
      /730 draws \(481 Evening\)/,
    );
    expect(screen.getByText('Tap to edit (1-730)', { exact: false })).toBeInTheDocument();
  });

  it('shows the hint and applies a typed value after an 800 ms pause', () => {
    const { onApply, input } = setup();
    expect(screen.getByText('Tap to edit (1-730)')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12' } });
    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(onApply).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onApply).toHaveBeenCalledWith(12);
  });

  it('restarts the pause on each keystroke and applies only the last value', () => {
    const { onApply, input } = setup();
    fireEvent.change(input, { target: { value: '1' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(input, { target: { value: '15' } });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(15);
  });

  it('drops non-digits and does not apply an out-of-range value while typing', () => {
    const { onApply, input } = setup();
    fireEvent.change(input, { target: { value: '9x99' } });
    expect(input.value).toBe('999');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('clamps on blur and Enter blurs', () => {
    const { onApply, input } = setup();
    input.focus();
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(document.activeElement).not.toBe(input);
    expect(input.value).toBe('1');
    expect(onApply).toHaveBeenLastCalledWith(1);

    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.blur(input);
    expect(input.value).toBe('730');
    expect(onApply).toHaveBeenLastCalledWith(730);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('730');
  });

  it("labels 730 'All draws' and drops the label for any other limit", () => {
    const { input } = setup(730);
    expect(screen.getByText('All draws')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '73' } });
    expect(screen.queryByText('All draws')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    // An empty box settles on 730, which is all draws again.
    expect(input.value).toBe('730');
    expect(screen.getByText('All draws')).toBeInTheDocument();
  });

  it('shows no All draws label for a smaller limit', () => {
    setup(100);
    expect(screen.queryByText('All draws')).not.toBeInTheDocument();
  });
});
