/**
 * The three signup steps (spec §4 Signup): form → verify (after the server accepted the form) →
 * payment (after the code matched); Back returns verify → form and payment → verify. The demo
 * notice carries the code the server returns when it cannot send mail; it is shown for 10 s.
 */

export type SignupStep = 'form' | 'verify' | 'payment';

export interface SignupFlow {
  step: SignupStep;
  /** The address the code went to; verification and checkout name it. */
  email: string;
  /** Shown in the demo notice until `demo-expired`. */
  demoCode: string | null;
}

export type SignupEvent =
  | { type: 'registered'; email: string; demoCode?: string | null }
  | { type: 'verified' }
  | { type: 'back' }
  | { type: 'demo-expired' };

export const SIGNUP_STEPS: readonly SignupStep[] = ['form', 'verify', 'payment'];
export const DEMO_NOTICE_MS = 10_000;

export const initialSignupFlow: SignupFlow = { step: 'form', email: '', demoCode: null };

export function signupReducer(flow: SignupFlow, event: SignupEvent): SignupFlow {
  switch (event.type) {
    case 'registered':
      if (flow.step !== 'form') return flow;
      return { step: 'verify', email: event.email, demoCode: event.demoCode ?? null };
    case 'verified':
      return flow.step === 'verify' ? { ...flow, step: 'payment', demoCode: null } : flow;
    case 'back':
      if (flow.step === 'verify') return { ...flow, step: 'form', demoCode: null };
      if (flow.step === 'payment') return { ...flow, step: 'verify' };
      return flow;
    case 'demo-expired':
      return flow.demoCode === null ? flow : { ...flow, demoCode: null };
  }
}

export function stepIndex(step: SignupStep): number {
  return SIGNUP_STEPS.indexOf(step);
}
