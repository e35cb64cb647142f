import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from './one-query-at-a-time.js';

/** A stand-in for a pg client: records how many of its queries are in flight at once, and in which order they ran. */
function fakeClient() {
  const ran: string[] = [];
  let inFlight = 0;
  let most = 0;
  const client = {
    query: (...args: unknown[]): unknown => {
      const text = typeof args[0] === 'string' ? args[0] : 'submittable';
      const callback = args[args.length - 1];
      inFlight++;
      most = Math.max(most, inFlight);
      ran.push(text);
      const finish = () => inFlight--;
      if (typeof callback === 'function') {
        setTimeout(() => (finish(), callback(null, { rows: [text] })), 5);
        return undefined;
      }
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          finish();
          if (text.startsWith('fail')) reject(new Error(text));
          else resolve({ rows: [text] });
        }, 5),
      );
    },
  };
  return { client, ran, most: () => most };
}

describe('one query at a time on a pg client', () => {
  it('sends promise calls made at once one after another, in the order they were made, each with its own answer', async () => {
    const f = fakeClient();
    oneQueryAtATime(f.client);
    const answers = await Promise.all(['a', 'b', 'c'].map((q) => f.client.query(q as never)));
    expect(answers).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(f.ran).toEqual(['a', 'b', 'c']);
    expect(f.most()).toBe(1);
  });

  it('a failed query rejects its caller and the next one is still sent', async () => {
    const f = fakeClient();
    oneQueryAtATime(f.client);
    const [failed, next] = await Promise.allSettled([f.client.query('fail 1' as never), f.client.query('after' as never)]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('fail 1') });
    expect(next).toEqual({ status: 'fulfilled', value: { rows: ['after'] } });
    expect(f.most()).toBe(1);
  });

  it('passes callback calls and submittables straight through', async () => {
    const f = fakeClient();
    oneQueryAtATime(f.client);
    const viaCallback = new Promise((resolve) => f.client.query('cb' as never, resolve as never));
    const submittable = { submit: () => undefined };
    expect(f.client.query(submittable as never)).toBeInstanceOf(Promise);
    await viaCallback;
    expect(f.ran).toEqual(['cb', 'submittable']);
    expect(f.most()).toBe(2);
  });
});
