/**
 * The three states every list screen of the platform owner shows (issue 23: UI states under test): a spinner while
 * the list loads; when it cannot be read, the spec's alert once (spec §8, an error toast rather than a pop-up) and
 * the empty state; the empty state alone when there is nothing yet. A feature's test names its screens and texts.
 */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { stubFetch, type Reply } from './fetch';
import { renderApp } from './render';

export interface ListScreen {
  name: string;
  Page: ComponentType;
  /** The list's request, "GET" implied. */
  url: string;
  /** Other requests the screen makes, answered as given. */
  other?: Record<string, Reply>;
  loading: string;
  failed: string;
  empty: string;
}

/** A reply that never comes: the screen stays loading. */
export const never: Reply = () => new Promise<Response>(() => undefined);
export const noItems = { json: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } };
const failure = { status: 500, json: { message: 'The database is busy', code: 'INTERNAL' } };
const platformOwner = { json: { user: { _id: 'p1', name: 'Priya', email: 'priya@example.in', role: 'superadmin', phone: null } } };

export function describeListStates(screens: ListScreen[]) {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe.each(screens)('$name', ({ Page, url, other = {}, loading, failed, empty }) => {
    const open = (list: Reply) => {
      stubFetch({ 'GET /api/auth/session': platformOwner, ...other, [`GET ${url}`]: list });
      renderApp({ '/': <Page /> }, '/');
    };

    it('shows a spinner while the list loads', async () => {
      open(never);
      expect((await screen.findByRole('status')).textContent).toBe(loading);
    });

    it('says the list could not be read, once, and shows it empty', async () => {
      const alert = vi.spyOn(toast, 'error');
      open(failure);
      expect(await screen.findByText(empty)).toBeTruthy();
      await waitFor(() => expect(alert).toHaveBeenCalledWith(failed));
      expect(alert).toHaveBeenCalledTimes(1);
    });

    it('says there is nothing yet', async () => {
      const alert = vi.spyOn(toast, 'error');
      open(noItems);
      expect(await screen.findByText(empty)).toBeTruthy();
      expect(alert).not.toHaveBeenCalled();
    });
  });
}
