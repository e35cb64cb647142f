// @vitest-environment happy-dom
/** Payments to Bazaar while the shop's account loads and when it cannot be read. */
import { describeReadStates, noItems, shopOwner } from '../../../../test/support/list-states';
import OwnerLedgerPage from './owner-ledger-page';

describeReadStates([
  {
    name: 'Payments to Bazaar',
    Page: OwnerLedgerPage,
    url: '/api/admin/ledger',
    other: { 'GET /api/admin/payee': { json: {} }, 'GET /api/admin/payment-claims': noItems },
    user: shopOwner,
    loading: 'Loading your account',
  },
]);
