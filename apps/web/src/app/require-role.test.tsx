// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Role } from '@bazaar/shared';
import { homeFor } from '@/lib/auth';
import { stubFetch } from '../../test/support/fetch';
import { renderApp } from '../../test/support/render';
import { RequireRole } from './require-role';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (role: Role) => ({ _id: 'u1', name: 'Asha', email: 'asha@example.in', role, phone: null });

function guarded(roles: Role[], allowAnonymous = false) {
  return {
    '/admin/orders': (
      <RequireRole roles={roles} allowAnonymous={allowAnonymous}>
        <p>the admin page</p>
      </RequireRole>
    ),
  };
}

describe('RequireRole', () => {
  it('shows a spinner while it does not know who is logged in', async () => {
    stubFetch({ 'GET /api/auth/session': () => new Promise<Response>(() => {}) });
    renderApp(guarded(['admin']), '/admin/orders');
    expect((await screen.findByRole('status')).textContent).toBe('Loading');
    expect(screen.queryByText('the admin page')).toBeNull();
  });

  it('lets the right role in', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: user('admin') } } });
    renderApp(guarded(['admin']), '/admin/orders');
    expect(await screen.findByText('the admin page')).toBeTruthy();
  });

  it('sends an anonymous visitor to /login, remembering the page and its query', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: null } } });
    const { router } = renderApp(guarded(['admin']), '/admin/orders?status=Pending');
    expect((await screen.findByTestId('where')).textContent).toBe('/login {"from":"/admin/orders?status=Pending"}');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('the admin page')).toBeNull();
  });

  it('treats a failed "who am I" (server down) as anonymous', async () => {
    stubFetch({ 'GET /api/auth/session': { status: 502, text: 'Bad Gateway' } });
    renderApp(guarded(['admin']), '/admin/orders');
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/login /);
  });

  it('lets an anonymous visitor through when the page allows it, but not another role', async () => {
    stubFetch({ 'GET /api/auth/session': { json: { user: null } } });
    renderApp(guarded(['user'], true), '/admin/orders');
    expect(await screen.findByText('the admin page')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    stubFetch({ 'GET /api/auth/session': { json: { user: user('admin') } } });
    renderApp(guarded(['user'], true), '/admin/orders');
    expect((await screen.findByTestId('where')).textContent).toBe('/admin');
  });

  it.each([
    ['user', ['admin'], '/'],
    ['admin', ['superadmin'], '/admin'],
    ['superadmin', ['user', 'admin'], '/superadmin'],
  ] as const)('sends a logged-in %s who may not use the page to their own home', async (role, roles, home) => {
    stubFetch({ 'GET /api/auth/session': { json: { user: user(role) } } });
    renderApp(guarded([...roles]), '/admin/orders');
    expect((await screen.findByTestId('where')).textContent).toBe(home);
    expect(screen.queryByText('the admin page')).toBeNull();
  });
});

describe('homeFor', () => {
  it('is where each role lands', () => {
    expect(homeFor('superadmin')).toBe('/superadmin');
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('user')).toBe('/');
    expect(homeFor(null)).toBe('/');
    expect(homeFor(undefined)).toBe('/');
  });
});
