import { onServer, serverPage } from '../../lib/server-page.js';
import { ApiError } from '../../lib/api-client.js';
import type { NotifyOptions } from '../../components/notify.js';
import { t } from '../../i18n/i18n.js';

/** The gate stays open for the browser session once a passcode is accepted (spec §4). */
export const GATE_SESSION_KEY = 'passcode-granted';

/** Submit is disabled while the input is empty or blank or a request is pending (spec §5). */
export function canSubmitPasscode(passcode: string, pending: boolean): boolean {
  return !pending && passcode.trim() !== '';
}

export const ACCESS_GRANTED = (): NotifyOptions => ({
  title: t('gate.accessGranted'),
  message: t('gate.welcome'),
  color: 'green',
});

/** The toast for a refused or failed passcode call (spec §8). */
export function passcodeFailureToast(error: unknown): NotifyOptions {
  if (error instanceof ApiError && error.status === 401) {
    return {
      title: t('gate.accessDenied'),
      message: t('gate.invalidPasscodePleaseTry'),
      color: 'red',
    };
  }
  if (error instanceof ApiError && error.status === 429) {
    // The server's message names when the next attempt is allowed.
    return {
      title: t('gate.tooManyAttempts'),
      message: error.serverMessage ?? t('gate.tooManyAttemptsPlease'),
      color: 'red',
    };
  }
  return { title: t('common.error'), message: t('gate.failedToAuthenticatePlease'), color: 'red' };
}

/**
 * The server marks its page with `<meta name="pick3-gate" content="off">` when the gate is off
 * (apps/api web plugin): the app then draws at once, without asking for the gate's status.
 */
export function gateOffByPage(): boolean {
  if (onServer) return serverPage().gateOff;
  return document.querySelector('meta[name="pick3-gate"]')?.getAttribute('content') === 'off';
}

export function readGateGranted(): boolean {
  try {
    return window.sessionStorage.getItem(GATE_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeGateGranted(): void {
  try {
    window.sessionStorage.setItem(GATE_SESSION_KEY, 'true');
  } catch {
    // blocked storage: the gate shows again on the next load
  }
}
