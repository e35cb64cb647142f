import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText, serializeError } from './log-redact.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

describe('error logs without personal data', () => {
  it('cuts a failed query’s parameters out of its message (drizzle: "params: …")', () => {
    const message = `Failed query: insert into "orders" ("id", "address", "total_paise") values ($1, $2, $3)\nparams: 0193-abc,${ADDRESS},3000006000`;
    const out = scrubText(message);
    expect(out).toBe('Failed query: insert into "orders" ("id", "address", "total_paise") values ($1, $2, $3)\nparams: [redacted]');
  });

  it('cuts parameters that run over several lines, and keeps the stack frames after them', () => {
    const stack = `Error: Failed query: insert into "orders" values ($1)\nparams: Flat 4,\nSecond line 411001\n    at PgPreparedQuery.queryWithCache (x.js:1:1)\n    at placeOrder (y.js:2:2)`;
    expect(scrubText(stack)).toBe(
      'Error: Failed query: insert into "orders" values ($1)\nparams: [redacted]\n    at PgPreparedQuery.queryWithCache (x.js:1:1)\n    at placeOrder (y.js:2:2)',
    );
  });

  it('masks PostgreSQL details quoting the row or a key, emails and Indian mobile numbers', () => {
    expect(scrubText('Failing row contains (1, Asha Rao, 12 MG Road).')).toBe('Failing row contains [redacted]');
    expect(scrubText('Key (lower(email))=(asha@example.in) already exists.')).toBe('Key (lower(email))=[redacted]');
    expect(scrubText('user asha.rao+x@example.co.in called from +91 98765 43210 or 09876543210 or 9876543210; id a9876543210b stays')).toBe(
      'user [email] called from [phone] or [phone] or [phone]; id a9876543210b stays',
    );
  });

  it('the serializer keeps only safe fields (no params, no detail) and scrubs the cause', () => {
    const cause = Object.assign(new Error('value "3000006000" is out of range for type integer'), {
      code: '22003',
      detail: `Failing row contains (${ADDRESS})`,
      table: 'orders',
    });
    const err = Object.assign(new Error(`Failed query: insert into "orders" values ($1)\nparams: ${ADDRESS}`, { cause }), {
      query: 'insert into "orders" values ($1)',
      params: [ADDRESS],
    });
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain('Asha');
    expect(text).not.toContain('9876543210');
    expect(out).toMatchObject({ type: 'Error', message: 'Failed query: insert into "orders" values ($1)\nparams: [redacted]' });
    expect(out).not.toHaveProperty('params');
    expect(out.cause).toMatchObject({ message: 'value "3000006000" is out of range for type integer', code: '22003', table: 'orders' });
    expect(out.cause).not.toHaveProperty('detail');
  });
});

describe('request URLs in the log', () => {
  it('cut one-time secrets out (a reset link’s token)', () => {
    expect(redactUrl('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?a=1&code=123456&b=2')).toBe('/x?a=1&code=[redacted]&b=2');
    expect(redactUrl('/api/products?search=token')).toBe('/api/products?search=token');
  });
});
