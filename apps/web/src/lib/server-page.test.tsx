import { act } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerRender } from './server-page.js';

/** Renders whether its first render was the server's (or a hydration of it), and counts renders. */
function Probe({ renders }: { renders: boolean[] }) {
  const server = useServerRender();
  renders.push(server);
  return <p>{server ? 'server' : 'browser'}</p>;
}

// React's act() outside Testing Library's render: say this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

function mountPoint(html = ''): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('useServerRender', () => {
  it('is true on the server and while hydrating its page, and the hydration renders once', async () => {
    const html = renderToString(<Probe renders={[]} />);
    expect(html).toContain('server');
    const renders: boolean[] = [];
    const errors: unknown[] = [];
    const element = mountPoint(html);
    await act(async () => {
      root = hydrateRoot(element, <Probe renders={renders} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Hydrated with the server's answer, and not rendered again after the hydration (a different
    // browser answer made React re-render every component that asked, synchronously).
    expect(renders).toEqual([true]);
    expect(errors).toEqual([]);
    expect(element.textContent).toBe('server');
  });

  it('is false for a render in the browser that hydrates nothing', async () => {
    const renders: boolean[] = [];
    const element = mountPoint();
    await act(async () => {
      root = createRoot(element);
      root.render(<Probe renders={renders} />);
    });
    expect(renders).toEqual([false]);
    expect(element.textContent).toBe('browser');
  });
});
