import { describe, expect, it } from 'vitest';
import { openSecret, outboxKey, redacted, sealSecret, SECRET_MARK, SECRET_SHOWN, withSecret } from './secrets.js';

describe('sealed secrets of the outbox (decision 039)', () => {
  it('opens with its key only; the sealed text does not hold the secret', () => {
    const k = outboxKey();
    const sealed = sealSecret('123456', k);
    expect(sealed).not.toContain('123456');
    expect(sealed.startsWith(`v1.${k.id}.`)).toBe(true);
    expect(openSecret(sealed, k)).toBe('123456');
    expect(openSecret(sealed, outboxKey())).toBeUndefined();
    // Tampered: the tag no longer matches.
    const parts = sealed.split('.');
    parts[4] = Buffer.from('654321').toString('base64url');
    expect(openSecret(parts.join('.'), k)).toBeUndefined();
  });
  it('the mark is filled at send time and shown hidden to the platform owner', () => {
    const text = `Your code: ${SECRET_MARK}. Again: ${SECRET_MARK}`;
    expect(withSecret(text, '042917')).toBe('Your code: 042917. Again: 042917');
    expect(redacted(text)).toBe(`Your code: ${SECRET_SHOWN}. Again: ${SECRET_SHOWN}`);
  });
});
