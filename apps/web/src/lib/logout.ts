import { apiFetch } from './api-client.js';

export function logout(): Promise<unknown> {
  return apiFetch('/api/auth/logout', { method: 'POST' });
}
