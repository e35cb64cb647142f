import { describe, expect, it } from 'vitest';
import {
  allowedResolutions,
  canMoveReturn,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  returnMoveBody,
  returnPolicyBody,
  returnRequestBody,
  returnWindowEnd,
  type ReturnResolution,
  type ReturnStatus,
} from './returns.js';

/** The one transition table of a return (issue 26 #2; decision 084), over every status × status × resolution. */
describe('return transitions', () => {
  const allowed: Record<ReturnResolution, Array<[ReturnStatus, ReturnStatus]>> = {
    refund: [
      ['Requested', 'Accepted'],
      ['Requested', 'Declined'],
      ['Accepted', 'PickedUp'],
      ['PickedUp', 'Received'],
      ['Received', 'Refunded'],
    ],
    replacement: [
      ['Requested', 'Accepted'],
      ['Requested', 'Declined'],
      ['Accepted', 'PickedUp'],
      ['PickedUp', 'Received'],
      ['Received', 'Replaced'],
    ],
  };
  for (const resolution of RETURN_RESOLUTIONS)
    for (const from of RETURN_STATUSES)
      for (const to of RETURN_STATUSES) {
        const ok = allowed[resolution].some(([f, t]) => f === from && t === to);
        it(`${resolution}: ${from} → ${to} is ${ok ? 'allowed' : 'refused with a message'}`, () => {
          const move = canMoveReturn(from, to, resolution);
          expect(move.ok).toBe(ok);
          if (!move.ok) expect(move.message.length).toBeGreaterThan(10);
        });
      }

  it('says what may come next', () => {
    expect(canMoveReturn('Accepted', 'Refunded', 'refund')).toEqual({
      ok: false,
      message: 'A return that is Accepted can next be marked PickedUp, not Refunded',
    });
    expect(canMoveReturn('Received', 'Accepted', 'replacement')).toEqual({
      ok: false,
      message: 'A return that is Received can next be marked Replaced, not Accepted',
    });
    expect(canMoveReturn('Declined', 'Accepted', 'refund')).toEqual({ ok: false, message: 'This return is Declined: it cannot change any more' });
  });
});

describe('return policies', () => {
  it('allow the resolutions of their kind and end the window whole days after delivery', () => {
    expect(allowedResolutions({ kind: 'return', days: 7 })).toEqual(['refund', 'replacement']);
    expect(allowedResolutions({ kind: 'replacement', days: 7 })).toEqual(['replacement']);
    expect(allowedResolutions({ kind: 'none', days: 0 })).toEqual([]);
    expect(returnWindowEnd({ kind: 'return', days: 7 }, new Date('2026-11-01T10:00:00Z'))).toEqual(new Date('2026-11-08T10:00:00Z'));
    expect(returnWindowEnd({ kind: 'none', days: 0 }, new Date('2026-11-01T10:00:00Z'))).toBeNull();
  });

  it('check days by kind, lines once each, and a decline reason', () => {
    expect(returnPolicyBody.safeParse({ kind: 'none' }).success).toBe(true);
    expect(returnPolicyBody.safeParse({ kind: 'return', days: 0 }).success).toBe(false);
    expect(returnPolicyBody.safeParse({ kind: 'replacement', days: 30 }).success).toBe(true);
    expect(returnPolicyBody.safeParse({ kind: 'return', days: 1.5 }).success).toBe(false);
    const id = '0190a0a0-0000-7000-8000-000000000001';
    expect(returnRequestBody.safeParse({ lines: [{ itemId: id, quantity: 1 }], reason: 'damaged', resolution: 'refund' }).success).toBe(true);
    expect(
      returnRequestBody.safeParse({
        lines: [
          { itemId: id, quantity: 1 },
          { itemId: id, quantity: 1 },
        ],
        reason: 'damaged',
        resolution: 'refund',
      }).success,
    ).toBe(false);
    expect(returnMoveBody.safeParse({ status: 'Declined' }).success).toBe(false);
    expect(returnMoveBody.safeParse({ status: 'Received', resellable: false }).success).toBe(true);
    expect(returnMoveBody.safeParse({ status: 'Requested' }).success).toBe(false);
  });
});
