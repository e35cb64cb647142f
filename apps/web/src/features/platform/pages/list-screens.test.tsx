// @vitest-environment happy-dom
/** The platform owner's contact messages, outbox and erasure requests while they load, cannot be read, or hold nothing yet. */
import { describeListStates, describeReadStates, noItems } from '../../../../test/support/screen-states';
import ContactQueriesPage from './contact-queries-page';
import ErasureRequestsPage from './erasure-requests-page';
import OutboxPage from './outbox-page';

describeListStates([
  {
    name: 'Contact messages',
    Page: ContactQueriesPage,
    url: '/api/contact-messages',
    loading: 'Loading contacts...',
    failed: 'Failed to fetch contacts',
    empty: 'No messages found',
  },
  {
    name: 'the outbox',
    Page: OutboxPage,
    url: '/api/superadmin/outbox',
    other: { 'GET /api/superadmin/outbox/channel-messages': noItems },
    loading: 'Loading messages...',
    failed: 'Failed to fetch the outbox',
    empty: 'No messages yet',
  },
]);

describeReadStates([{ name: 'Erasure requests', Page: ErasureRequestsPage, url: '/api/superadmin/erasure-requests', loading: 'Loading erasure requests...' }]);
