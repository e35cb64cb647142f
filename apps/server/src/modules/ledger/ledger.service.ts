/**
 * The ledger module's use cases, one per file (decision 056), and the pure rules in ./domain: other modules and
 * the routes import them from here, so a use case can move between files without touching its callers.
 */
export { postDelivery } from './post-delivery.service.js';
export { reverseOrderPostings } from './reverse-order-postings.service.js';
export { reverseReturnPostings } from './reverse-return-postings.service.js';
export { recordPayment } from './record-payment.service.js';
export { reverseEntry } from './reverse-entry.service.js';
export { ledgerOfAdmin, ledgerOfShop } from './shop-ledger.service.js';
export { ledgerOverview } from './ledger-overview.service.js';
export { ledgerCsv } from './ledger-csv.service.js';
export { assertShopsTakingOrders, blockedShops } from './shop-blocking.service.js';
