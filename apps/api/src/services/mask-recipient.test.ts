import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask-recipient.js';

describe('maskRecipient', () => {
  it('keeps the first letter and domain of an e-mail and the last four digits of a number', () => {
    expect(maskRecipient('email', 'dana@example.com')).toBe('d***@example.com');
    expect(maskRecipient('email', 'a.b@c@example.com')).toBe('a***@example.com');
    expect(maskRecipient('email', 'broken')).toBe('***');
    expect(maskRecipient('sms', '+15551234567')).toBe('***4567');
  });
});
