import { apiFetch } from '../../../lib/api-client.js';
import { signupPayload, type SignupValues } from '../../../lib/validation.js';

export interface SignupResponse {
  message: string;
  email: string;
  /** 'demo' when the server runs in demo mode and returns the code itself. */
  verification: 'email' | 'demo';
  /** Only in demo mode: shown in the demo notice. */
  demoCode?: string;
  expiresInMinutes: number;
}

export function signup(values: SignupValues): Promise<SignupResponse> {
  return apiFetch<SignupResponse>('/api/auth/signup', {
    method: 'POST',
    json: signupPayload(values),
  });
}
