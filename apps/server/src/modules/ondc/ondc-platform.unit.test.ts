import { describe, expect, it } from 'vitest';
import { callbackError } from './ondc-platform.service.js';

describe('the last error of an ONDC callback, as the platform owner reads it', () => {
  it('is the ondc subscriber’s own part of the event’s error', () => {
    expect(callbackError('ondc: on_status to the buyer app answered 503')).toBe('on_status to the buyer app answered 503');
    expect(callbackError('mail: SMTP down; ondc: fetch failed; live: gone')).toBe('fetch failed');
  });

  it('is null when the ondc subscriber has not failed', () => {
    expect(callbackError(null)).toBeNull();
    expect(callbackError('mail: SMTP down')).toBeNull();
  });

  it('masks an email or a phone number that an error might carry', () => {
    const shown = callbackError('ondc: insert failed for asha.rao@example.in, 9123456789');
    expect(shown).not.toContain('asha.rao@example.in');
    expect(shown).not.toContain('9123456789');
    expect(shown).toContain('[email]');
    expect(shown).toContain('[phone]');
  });
});
