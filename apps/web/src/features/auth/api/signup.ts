import { apiFetch } from '../../../lib/api-client.js';
import { signupPayload, type SignupValues } from '../validation.js';

export interface SignupResponse {
  verificationRequired: boolean;
  /** Only when the server cannot send mail: shown in the demo notice. */
  demoCode?: string;
}

export function signup(values: SignupValues): Promise<SignupResponse> {
  return apiFetch<SignupResponse>('/api/auth/signup', {
    method: 'POST',
    json: signupPayload(values),
  });
}
