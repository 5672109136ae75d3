import type { LoginBody, LoginReply } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

export function login(values: LoginBody): Promise<LoginReply> {
  return apiFetch<LoginReply>('/api/auth/login', {
    method: 'POST',
    json: { email: values.email.trim(), password: values.password },
  });
}
