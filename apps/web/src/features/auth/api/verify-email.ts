import { apiFetch } from '../../../lib/api-client.js';

export function verifyEmail(input: { email: string; code: string }): Promise<unknown> {
  return apiFetch('/api/auth/verify', { method: 'POST', json: input });
}
