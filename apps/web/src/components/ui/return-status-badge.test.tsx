// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { ReturnStatusBadge, returnStatusTone } from './return-status-badge';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('ReturnStatusBadge (every return screen)', () => {
  it('names the status and colours it by where the return stands', () => {
    render(<ReturnStatusBadge status="PickedUp" />);
    const chip = screen.getByTestId('return-status');
    expect(chip.textContent).toBe('Picked up');
    expect(chip.parentElement!.className).toContain('bg-blue-100');
  });

  it('reads each status as the shared list words it in English, and in Hindi when chosen', async () => {
    for (const s of RETURN_STATUSES) {
      const { unmount } = render(<ReturnStatusBadge status={s} />);
      expect(screen.getByTestId('return-status').textContent).toBe(RETURN_STATUS_LABELS[s]);
      unmount();
    }
    await activateLanguage('hi');
    render(<ReturnStatusBadge status="Received" />);
    expect(screen.getByTestId('return-status').textContent).toBe('दुकान को मिला');
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
