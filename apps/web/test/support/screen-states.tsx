/**
 * The states of the screens that read their data as they open (issue 23: UI states under test). `openAs` renders a
 * screen for a person with the server's replies given. `describeListStates`: the three states every list screen of
 * the platform owner shows: a spinner while the list loads; when it cannot be read, the spec's alert once (spec §8,
 * an error toast rather than a pop-up) and the empty state; the empty state alone when there is nothing yet.
 * `describeReadStates`: a spinner while the data loads; when it cannot be read, the server's reason in the page
 * (`role="alert"`). `failingOnce` and `expectFailedThenAsked`: a list that cannot be read says so where it would be,
 * with the server's reason and a button that asks again. A feature's test names its screens, their requests and texts.
 */
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { jsonResponse, stubFetch, type Reply, type SentRequest } from './fetch';
import { renderApp } from './render';

/** Who is logged in, as `GET /api/auth/session` answers. */
export interface User {
  _id: string;
  name: string;
  email: string;
  role: string;
  phone: null;
}

export interface ReadScreen {
  name: string;
  Page: ComponentType;
  /** The request of its data, "GET" implied. */
  url: string;
  /** Other requests the screen makes, answered as given. */
  other?: Record<string, Reply>;
  /** Who is logged in; the platform owner unless said. */
  user?: User;
  /** The spinner's text. */
  loading: string;
}

export interface ListScreen extends ReadScreen {
  /** The alert's text when the list cannot be read. */
  failed: string;
  empty: string;
}

/** A reply that never comes: the screen stays loading. */
export const never: Reply = () => new Promise<Response>(() => undefined);
export const noItems = { json: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } };
/** The server failing: 500 with its reason. */
export const failure = { status: 500, json: { message: 'The database is busy', code: 'INTERNAL' } };
/** The server failing the first time it is asked (as `failure`), answering `then` after. */
export function failingOnce(then: Reply): Reply {
  let asked = false;
  return () => {
    const first = !asked;
    asked = true;
    if (first) return jsonResponse(failure.status, failure.json);
    return typeof then === 'function' ? then() : jsonResponse(then.status ?? 200, then.json);
  };
}

/**
 * Checks a list whose first reading (of `path`, in `sent`) failed: `failed` and the server's reason where the list
 * would be, not its `empty` state; "Try again" asks the server again, whose answer (nothing) shows `empty`.
 */
export async function expectFailedThenAsked(sent: SentRequest[], path: string, failed: string, empty: string) {
  expect(await screen.findByText(failed)).toBeTruthy();
  expect(screen.getByText('The database is busy').getAttribute('role')).toBe('alert');
  expect(screen.queryByText(empty)).toBeNull();
  const asked = () => sent.filter((r) => r.url.split('?')[0] === path).length;
  const before = asked();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(empty)).toBeTruthy();
  expect(asked()).toBe(before + 1);
  expect(screen.queryByText(failed)).toBeNull();
}

export const platformOwner: User = { _id: 'p1', name: 'Priya', email: 'priya@example.in', role: 'superadmin', phone: null };
/** The shop owner, for `user`. */
export const shopOwner: User = { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null };

/** Renders `element` at `at` (its route `path`) for `user`, the server answering `replies`; returns what was sent. */
export function openAs(user: User | null, replies: Record<string, Reply>, element: ReactNode, at = '/', path = at.split('?')[0]!): SentRequest[] {
  const sent = stubFetch({ 'GET /api/auth/session': { json: { user } }, ...replies });
  renderApp({ [path]: element }, at);
  return sent;
}

function opener({ Page, url, other = {}, user = platformOwner }: ReadScreen) {
  return (reply: Reply) => openAs(user, { ...other, [`GET ${url}`]: reply }, <Page />);
}

function cleanUp() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export function describeReadStates(screens: ReadScreen[]) {
  cleanUp();
  describe.each(screens)('$name', (s) => {
    const open = opener(s);

    it('shows a spinner while its data loads', async () => {
      open(never);
      expect((await screen.findAllByRole('status')).map((e) => e.textContent)).toContain(s.loading);
    });

    it('says why its data could not be read', async () => {
      open(failure);
      expect((await screen.findByRole('alert')).textContent).toBe('The database is busy');
    });
  });
}

export function describeListStates(screens: ListScreen[]) {
  cleanUp();
  describe.each(screens)('$name', (s) => {
    const { loading, failed, empty } = s;
    const open = opener(s);

    it('shows a spinner while the list loads', async () => {
      open(never);
      expect((await screen.findAllByRole('status')).map((e) => e.textContent)).toContain(loading);
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
