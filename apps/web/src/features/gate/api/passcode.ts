import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';

export function submitPasscode(passcode: string): Promise<unknown> {
  return apiFetch('/api/auth/passcode', { method: 'POST', json: { passcode } });
}

/**
 * Whether the server wants a passcode. Deployments without a gate answer `{ required: false }`;
 * a server without the status route is asked for a cheap data call instead: if that works, no
 * passcode is needed.
 */
async function isPasscodeRequired(signal: AbortSignal): Promise<boolean> {
  try {
    // `passed`: this browser already holds the gate cookie (e.g. a reload in a new tab).
    const status = await apiFetch<{ required?: unknown; passed?: unknown }>(
      '/api/auth/passcode/status',
      { signal },
    );
    return status?.required !== false && status?.passed !== true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) return true;
  }
  try {
    await apiFetch('/api/states', { signal });
    return false;
  } catch {
    return true;
  }
}

/** Whether this browser must pass the gate, asked until it has (then never again this session). */
export function passcodeRequiredQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['passcode-required'],
    queryFn: ({ signal }) => isPasscodeRequired(signal),
    enabled,
    staleTime: Infinity,
  });
}
