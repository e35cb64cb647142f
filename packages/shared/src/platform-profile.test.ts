import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, platformProfilePatchBody, publicProfile, upiPayUri } from './platform-profile.js';

describe('platform profile (issue 22 #7, #8)', () => {
  it('builds the NPCI upi://pay link with the amount in rupees and everything escaped', () => {
    expect(upiPayUri({ upiId: 'bazaar@okicici', payeeName: 'Bazaar & Co' }, 123456, 'Bazaar fees Sharma Kirana')).toBe(
      'upi://pay?pa=bazaar%40okicici&pn=Bazaar%20%26%20Co&am=1234.56&cu=INR&tn=Bazaar%20fees%20Sharma%20Kirana',
    );
    // Nothing owed: no amount, the payer types it.
    expect(upiPayUri({ upiId: 'bazaar@okicici', payeeName: '' }, 0, 'x')).toBe('upi://pay?pa=bazaar%40okicici&pn=Bazaar&cu=INR&tn=x');
    expect(upiPayUri({ upiId: '', payeeName: 'Bazaar' }, 100, 'x')).toBeNull();
  });

  it('accepts only a page on the network itself, over https', () => {
    const ok = (facebookUrl: string) => platformProfilePatchBody.safeParse({ facebookUrl }).success;
    expect(ok('https://www.facebook.com/bazaar.in')).toBe(true);
    expect(ok('https://m.facebook.com/bazaar.in')).toBe(true);
    expect(ok('')).toBe(true);
    expect(ok('https://www.facebook.com/')).toBe(false);
    expect(ok('http://www.facebook.com/bazaar')).toBe(false);
    expect(ok('https://facebook.com.evil.example/bazaar')).toBe(false);
    expect(ok('https://www.facebook.com/bazaar in')).toBe(false);
  });

  it('the public part leaves out what is empty and never carries payee details', () => {
    const p = { ...DEFAULT_PROFILE, supportEmail: 'a@b.in', youtubeUrl: 'https://www.youtube.com/@bazaar', upiId: 'bazaar@okicici' };
    expect(publicProfile(p)).toEqual({
      supportEmail: 'a@b.in',
      supportPhone: null,
      supportAddress: null,
      supportHours: '24x7',
      social: [{ label: 'YouTube', url: 'https://www.youtube.com/@bazaar' }],
    });
  });
});
