import { describe, expect, it } from 'vitest';
import { languageBody, languageFromHeader } from './language.js';

describe('languageFromHeader', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['hi;q=0, en', 'en'],
    ['fr-FR', undefined],
    ['fr-FR, hi;q=0.3', 'hi'],
    ['*', undefined],
    ['hindi', undefined],
  ])('%j → %j', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});

describe('languageBody', () => {
  it('takes en and hi only, with a message naming them', () => {
    expect(languageBody.parse({ language: 'hi' })).toEqual({ language: 'hi' });
    const r = languageBody.safeParse({ language: 'ta' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('language must be one of: en, hi (en = English, hi = हिन्दी)');
  });
});
