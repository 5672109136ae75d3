import { apiFetch } from '../../../lib/api-client.js';

export interface VerifyResponse {
  verified: true;
  /** false: the signup was started in another browser, so no password was kept (set one with a reset). */
  passwordKept: boolean;
  message: string;
}

export function verifyEmail(input: { email: string; code: string }): Promise<VerifyResponse> {
  return apiFetch<VerifyResponse>('/api/auth/verify', { method: 'POST', json: input });
}
