import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { parse } from './validate.js';

const form = z.object({ name: z.string(), options: z.string() });

function refusal(input: unknown): AppError {
  try {
    parse(form, input);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('parse accepted it');
}

describe('parse: text PostgreSQL cannot store', () => {
  it('names the field holding a NUL or a lone surrogate', () => {
    expect(refusal({ name: 'a\u0000b', options: '[]' }).message).toMatch(/^name must not contain a NUL/);
    expect(refusal({ name: '\uD800', options: '[]' }).message).toMatch(/^name contains an invalid character/);
  });

  it('looks inside JSON text, where an escape hides a lone surrogate, and names the field within', () => {
    const e = refusal({ name: 'Shoe', options: '[{"name":"\\ud800","values":["7"]}]' });
    expect(e.message).toMatch(/^options\.0\.name contains an invalid character/);
    expect(refusal({ options: '{"Size":"8\\u0000"}' }).message).toMatch(/^options\.Size must not contain a NUL/);
  });

  it('leaves text that only looks like JSON to the schema', () => {
    expect(parse(form, { name: '[not json', options: '{"a": "\\ud83d\\ude00"}' })).toEqual({ name: '[not json', options: '{"a": "\\ud83d\\ude00"}' });
  });
});
