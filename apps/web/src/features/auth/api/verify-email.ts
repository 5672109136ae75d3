import type { VerifyBody, VerifyReply } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

export function verifyEmail(input: VerifyBody): Promise<VerifyReply> {
  return apiFetch<VerifyReply>('/api/auth/verify', { method: 'POST', json: input });
}
