import { apiFetch } from '../../../lib/api-client.js';

export interface ResetRequestResponse {
  /** The same whether or not an account uses the address. */
  message: string;
  email: string;
  expiresInMinutes: number;
  /** Only in demo mode: shown instead of being e-mailed. */
  demoCode?: string;
}

/** Asks for a reset code by e-mail (the answer does not say whether the address has an account). */
export function requestPasswordReset(email: string): Promise<ResetRequestResponse> {
  return apiFetch<ResetRequestResponse>('/api/auth/password-reset/request', {
    method: 'POST',
    json: { email: email.trim() },
  });
}

export interface ResetConfirmValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Sets the new password with the code; every session of the account ends. */
export function confirmPasswordReset(values: ResetConfirmValues): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/password-reset/confirm', {
    method: 'POST',
    json: { ...values, email: values.email.trim() },
  });
}
