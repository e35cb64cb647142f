// @vitest-environment happy-dom
/**
 * The platform owner's shop owners and shop registration requests while they load, cannot be read, or hold nothing
 * yet; the platform's shops while they load, cannot be read, with none, and when a search finds none.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Reply } from '../../../../test/support/fetch';
import { describeListStates, expectFailedThenAsked, failingOnce, never, noItems, openAs, platformOwner } from '../../../../test/support/screen-states';
import AdminsPage from './admins-page';
import ShopQueriesPage from './shop-queries-page';
import SuperadminDashboardPage from './superadmin-dashboard-page';

describeListStates([
  {
    name: 'Shop owners',
    Page: AdminsPage,
    url: '/api/superadmin/admins/page',
    loading: 'Loading admins',
    failed: 'Failed to load admins. Please try again.',
    empty: 'No admins available.',
  },
  {
    name: 'Shop registration requests',
    Page: ShopQueriesPage,
    url: '/api/shop-queries',
    loading: 'Loading shops...',
    failed: 'Failed to fetch shop registration queries',
    empty: 'No registration queries found',
  },
]);

describe('the platform’s shops', () => {
  const open = (shops: Reply) => openAs(platformOwner, { 'GET /api/superadmin/shops': shops }, <SuperadminDashboardPage />);

  it('shows a spinner while the shops load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading shops');
  });

  it('says the shops could not be loaded, not that there are none, and asks again', async () => {
    const sent = open(failingOnce(noItems));
    await expectFailedThenAsked(sent, '/api/superadmin/shops', 'Could not load the shops', 'No shops found');
  });

  it('says there are none, and hints at the search only once one is typed', async () => {
    open(noItems);
    expect(await screen.findByText('No shops found')).toBeTruthy();
    expect(screen.queryByText('Try another name, owner, category or city.')).toBeNull();
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'kirana' } });
    expect(await screen.findByText('Try another name, owner, category or city.')).toBeTruthy();
  });
});
