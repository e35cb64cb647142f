import { describe, expect, it } from 'vitest';
import { phoneIn } from './order-dto.js';

describe('phoneIn: the mobile number in a plain address', () => {
  it('finds 10 digits starting 6-9, with or without +91, 0, a space or a dash', () => {
    expect(phoneIn('Asha Rao, 9876543210, 12 MG Road, Pune 411001')).toBe('9876543210');
    expect(phoneIn('Asha Rao, +91 98765 43210, Pune')).toBe('9876543210');
    expect(phoneIn('Asha Rao, 098765-43210, Pune')).toBe('9876543210');
  });
  it('finds none in a PIN code, a landline-length number or a longer digit run', () => {
    expect(phoneIn('12 MG Road, Pune 411001')).toBeNull();
    expect(phoneIn('Plot 5123456789012, Pune')).toBeNull();
    expect(phoneIn('Tel 2025123456')).toBeNull();
  });
});
