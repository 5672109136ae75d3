import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  AUTH_TOKEN_KEY,
  clearAuthToken,
  getAuthToken,
  setAuthToken,
  useAuthToken,
} from './auth-token.js';

function TokenProbe() {
  const token = useAuthToken();
  return <p>{token ?? 'none'}</p>;
}

describe('auth token', () => {
  it('stores under auth-token and re-renders on changes in this tab', () => {
    render(<TokenProbe />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => setAuthToken('abc'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('abc');
    expect(screen.getByText('abc')).toBeInTheDocument();
    act(() => clearAuthToken());
    expect(getAuthToken()).toBeNull();
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('follows a login or logout in another tab (storage event)', () => {
    render(<TokenProbe />);
    act(() => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'from-other-tab');
      window.dispatchEvent(
        new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: 'from-other-tab' }),
      );
    });
    expect(screen.getByText('from-other-tab')).toBeInTheDocument();
  });
});
