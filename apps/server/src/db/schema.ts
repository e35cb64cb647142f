/**
 * The Drizzle tables, one file per domain under ./schema/ (decision 056). This file re-exports them all, so
 * `import { orders } from '../../db/schema.js'` works wherever it did; only *.repo.ts files import it (lint).
 */
export { users, sessions, passwordResetTokens, rateLimitHits, otpCodes, otpSends } from './schema/accounts.js';
export { shops, shopQueries } from './schema/shops.js';
export { products, productVariants, catalogItemRemovals } from './schema/catalog.js';
export { cartLines, savedAddresses, checkouts } from './schema/checkout.js';
export { orders, orderItems, codConfirmationCodes } from './schema/orders.js';
export { reviews } from './schema/reviews.js';
export { documentSeries, taxDocuments, taxDocumentPdfs, registerDocuments, registerRateLines, registerHsnLines } from './schema/invoices.js';
export { ledgerEntries, ledgerBalances, ledgerDueGroups, paymentClaims } from './schema/ledger.js';
export { platformSettings, platformProfile, tableCounts } from './schema/platform.js';
export { contactMessages, outbox, domainEvents } from './schema/messages.js';
export { searchDocs, searchVocab } from './schema/search.js';
export { grievanceSettings, grievances, grievanceMessages } from './schema/grievances.js';
export { privacyNotices, erasureRequests } from './schema/privacy.js';
export { channelMessages, channelAttempts, channelCapAlerts, whatsappConsents, notificationPreferences } from './schema/channels.js';
export { shopReturnPolicies, returns, returnLines, returnSettings, refundAccountViews, returnPhotos } from './schema/returns.js';
export { ondcOrders, ondcSearchFees } from './schema/ondc.js';
