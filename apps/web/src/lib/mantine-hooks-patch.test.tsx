import { render } from '@testing-library/react';
import { useId, useMediaQuery } from '@mantine/hooks';
import { describe, expect, it, vi } from 'vitest';

// patches/@mantine__hooks@9.7.3.patch: a component using these hooks renders once at mount. Upstream,
// each one set state in an effect right after mount, so every input, popover, tab and transition of
// the first screen rendered twice (a synchronous re-render inside the page's first commit).
describe('the patched Mantine hooks', () => {
  it('useId keeps React’s id: one render, the same id after it', () => {
    const renders: string[] = [];
    function Field() {
      const id = useId();
      renders.push(id);
      return <input id={id} />;
    }
    const { container } = render(<Field />);
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatch(/^mantine-/);
    expect(container.querySelector('input')?.id).toBe(renders[0]);
    // A static id wins, as upstream.
    function Named() {
      return <input id={useId('draw-limit')} />;
    }
    expect(render(<Named />).container.querySelector('input')?.id).toBe('draw-limit');
  });

  it('useMediaQuery without an initial value reads the query at once', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    const seen: boolean[] = [];
    function Motion() {
      seen.push(useMediaQuery('(prefers-reduced-motion: reduce)'));
      return null;
    }
    render(<Motion />);
    vi.unstubAllGlobals();
    expect(seen).toEqual([true]);
  });
});
