import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestMantine } from '../testing/render.js';
import { UnknownStateNotice, unknownStateOf } from './UnknownStateNotice.js';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('unknownStateOf', () => {
  it('names a state the app does not know, never a known one or none', () => {
    expect(unknownStateOf('?state=ZZ')).toBe('ZZ');
    expect(unknownStateOf('?state=georgia&time=Eve')).toBe('georgia');
    expect(unknownStateOf('?state=ga')).toBeNull();
    expect(unknownStateOf('?time=Eve')).toBeNull();
  });
});

describe('UnknownStateNotice', () => {
  it('says the asked state does not exist and which state is shown, until closed', () => {
    window.history.replaceState(null, '', '/?state=ZZ');
    render(<UnknownStateNotice />, { wrapper: TestMantine });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No such state');
    expect(alert).toHaveTextContent('“ZZ”, which this app does not have. It shows Texas instead');
    // The page then writes its own state into the address: the notice stays.
    window.history.replaceState(null, '', '/?state=TX');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing for a known state', () => {
    window.history.replaceState(null, '', '/?state=GA');
    render(<UnknownStateNotice />, { wrapper: TestMantine });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
