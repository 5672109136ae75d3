import type { ResetConfirmBody, ResetConfirmReply, ResetRequestReply } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

/** Asks for a reset code by e-mail (the answer does not say whether the address has an account). */
export function requestPasswordReset(email: string): Promise<ResetRequestReply> {
  return apiFetch<ResetRequestReply>('/api/auth/password-reset/request', {
    method: 'POST',
    json: { email: email.trim() },
  });
}

/** Sets the new password with the code; every session of the account ends. */
export function confirmPasswordReset(values: ResetConfirmBody): Promise<ResetConfirmReply> {
  return apiFetch<ResetConfirmReply>('/api/auth/password-reset/confirm', {
    method: 'POST',
    json: { ...values, email: values.email.trim() },
  });
}
