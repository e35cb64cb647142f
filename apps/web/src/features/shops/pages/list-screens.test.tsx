// @vitest-environment happy-dom
/** The platform owner's shop owners and shop registration requests while they load, cannot be read, or hold nothing yet. */
import { describeListStates } from '../../../../test/support/screen-states';
import AdminsPage from './admins-page';
import ShopQueriesPage from './shop-queries-page';

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
