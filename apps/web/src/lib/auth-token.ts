import { useSyncExternalStore } from 'react';

/** Its presence in local storage is what marks a user as logged in on the client (spec §4 Auth). */
export const AUTH_TOKEN_KEY = 'auth-token';

// The storage event only fires in *other* tabs, so changes made here are announced separately.
const LOCAL_EVENT = 'pick3:auth-token';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage can be blocked (privacy modes); then nobody is logged in
  }
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

export function clearAuthToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/** The stored token, re-rendering on changes in this tab and in other tabs. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getAuthToken, () => null);
}
