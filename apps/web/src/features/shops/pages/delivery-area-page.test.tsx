// @vitest-environment happy-dom
/** The shop's delivery area while it loads and when it cannot be read (its hours, below it, still loading). */
import { describeReadStates, never, shopOwner } from '../../../../test/support/screen-states';
import DeliveryAreaPage from './delivery-area-page';

describeReadStates([
  {
    name: 'Delivery area',
    Page: DeliveryAreaPage,
    url: '/api/admin/shop/delivery-pins',
    other: { 'GET /api/admin/shop/hours': never },
    user: shopOwner,
    loading: 'Loading your delivery area',
  },
]);
