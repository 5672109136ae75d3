import { describe, expect, it } from 'vitest';
import {
  initialSignupFlow,
  signupReducer,
  type SignupEvent,
  type SignupFlow,
} from './signup-flow.js';

const run = (events: SignupEvent[], from: SignupFlow = initialSignupFlow): SignupFlow =>
  events.reduce(signupReducer, from);

describe('signup steps', () => {
  it('goes form → verify → payment', () => {
    const verify = run([{ type: 'registered', email: 'a@b.co', demoCode: '123456' }]);
    expect(verify).toEqual({ step: 'verify', email: 'a@b.co', demoCode: '123456' });
    expect(run([{ type: 'verified' }], verify)).toEqual({
      step: 'payment',
      email: 'a@b.co',
      demoCode: null,
    });
  });

  it('cannot skip a step', () => {
    expect(run([{ type: 'verified' }]).step).toBe('form');
    const payment = run([{ type: 'registered', email: 'a@b.co' }, { type: 'verified' }]);
    expect(run([{ type: 'registered', email: 'x@y.co' }], payment)).toBe(payment);
  });

  it('Back returns payment → verify → form', () => {
    const payment = run([{ type: 'registered', email: 'a@b.co' }, { type: 'verified' }]);
    const verify = run([{ type: 'back' }], payment);
    expect(verify.step).toBe('verify');
    expect(verify.email).toBe('a@b.co');
    expect(run([{ type: 'back' }], verify).step).toBe('form');
    expect(run([{ type: 'back' }]).step).toBe('form');
  });

  it('shows the demo code only until it expires, and not without one', () => {
    const verify = run([{ type: 'registered', email: 'a@b.co', demoCode: '654321' }]);
    expect(run([{ type: 'demo-expired' }], verify).demoCode).toBeNull();
    expect(run([{ type: 'registered', email: 'a@b.co' }]).demoCode).toBeNull();
  });
});
