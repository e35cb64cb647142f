// @vitest-environment happy-dom
/** Payments to Bazaar (the shop's account) and the platform's ledger while they load and when they cannot be read. */
import { describeReadStates, noItems, shopOwner } from '../../../../test/support/screen-states';
import OwnerLedgerPage from './owner-ledger-page';
import PlatformLedgerPage from './platform-ledger-page';

describeReadStates([
  {
    name: 'Payments to Bazaar',
    Page: OwnerLedgerPage,
    url: '/api/admin/ledger',
    other: { 'GET /api/admin/payee': { json: {} }, 'GET /api/admin/payment-claims': noItems },
    user: shopOwner,
    loading: 'Loading your account',
  },
  { name: 'the platform’s ledger', Page: PlatformLedgerPage, url: '/api/superadmin/ledger', loading: 'Loading balances' },
]);
