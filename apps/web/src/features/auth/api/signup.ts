import type { SignupBody, SignupReply } from '@pick3/contract';
import { normaliseState } from '@pick3/contract/field-rules';
import { apiFetch } from '../../../lib/api-client.js';

/** The signup payload: trimmed, state upper-case as stored (2 chars). */
export function signupPayload(values: SignupBody): SignupBody {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    state: normaliseState(values.state),
    zipCode: values.zipCode.trim(),
  };
}

export function signup(values: SignupBody): Promise<SignupReply> {
  return apiFetch<SignupReply>('/api/auth/signup', {
    method: 'POST',
    json: signupPayload(values),
  });
}
