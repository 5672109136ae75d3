import { apiFetch } from '../../../lib/api-client.js';
import type { LoginValues } from '../../../lib/validation.js';

export interface LoginResponse {
  token: string;
  user?: unknown;
}

export function login(values: LoginValues): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', {
    method: 'POST',
    json: { email: values.email.trim(), password: values.password },
  });
}
