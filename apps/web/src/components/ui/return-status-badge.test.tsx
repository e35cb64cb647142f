// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RETURN_STATUSES } from '@bazaar/shared';
import { ReturnStatusBadge, returnStatusTone } from './return-status-badge';

afterEach(cleanup);

describe('ReturnStatusBadge (every return screen)', () => {
  it('names the status and colours it by where the return stands', () => {
    render(<ReturnStatusBadge status="PickedUp" />);
    const chip = screen.getByTestId('return-status');
    expect(chip.textContent).toBe('Picked up');
    expect(chip.parentElement!.className).toContain('bg-blue-100');
  });

  it('gives every status a tone: declined red, closed green, waiting yellow, on its way blue', () => {
    const tones = Object.fromEntries(RETURN_STATUSES.map((s) => [s, returnStatusTone(s).split(' ')[0]]));
    expect(tones).toEqual({
      Requested: 'bg-yellow-100',
      Accepted: 'bg-blue-100',
      Declined: 'bg-red-100',
      PickedUp: 'bg-blue-100',
      Received: 'bg-blue-100',
      Refunded: 'bg-green-100',
      Replaced: 'bg-green-100',
    });
  });
});
