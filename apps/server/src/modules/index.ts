import type { FastifyInstance } from 'fastify';
import { addressesRoutes } from './addresses/addresses.routes.js';
import { adminsRoutes } from './admins/admins.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { accountSettingsRoutes } from './auth/account-settings.routes.js';
import { passwordResetRoutes } from './auth/password-reset.routes.js';
import { otpRoutes } from './auth/otp.routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { dataRightsRoutes } from './data-rights/data-rights.routes.js';
import { erasureRoutes } from './data-rights/erasure.routes.js';
import { docsRoutes } from './docs/docs.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { grievancesRoutes } from './grievances/grievances.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { mailRoutes } from './mail/mail.routes.js';
import { liveRoutes } from './live/live.routes.js';
import { ledgerRoutes } from './ledger/ledger.routes.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { platformRoutes } from './platform/platform.routes.js';
import { paymentClaimsRoutes } from './platform/payment-claims.routes.js';
import { checkoutRoutes } from './checkout/checkout.routes.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { codConfirmationRoutes } from './cod-confirmation/cod-confirmation.routes.js';
import { productsRoutes } from './products/products.routes.js';
import { ownProductsRoutes } from './products/own-products.routes.js';
import { bulkProductsRoutes } from './products/bulk.routes.js';
import { platformReviewsRoutes, reviewsRoutes } from './reviews/reviews.routes.js';
import { productReviewsRoutes } from './products/product-reviews.routes.js';
import { productPhotosRoutes } from './products/product-photos.routes.js';
import { ownShopReviewsRoutes, shopReviewsRoutes } from './shops/shop-reviews.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { shopRequestsRoutes } from './shop-requests/shop-requests.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { shopsRoutes } from './shops/shops.routes.js';
import { shopManagementRoutes } from './shops/shop-management.routes.js';
import { ownShopRoutes } from './shops/own-shop.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { ondcRoutes } from './ondc/ondc.routes.js';
import { ondcPlatformRoutes } from './ondc/ondc-platform.routes.js';
import { whatsappWebhookRoutes } from './channels/webhook.routes.js';
import { smsWebhookRoutes } from './channels/sms-webhook.routes.js';
import { notificationsRoutes } from './channels/notifications.routes.js';
import { channelOutboxRoutes } from './channels/channel-outbox.routes.js';
import { returnsRoutes } from './returns/returns.routes.js';

/** Every resource module; each registers its own routes. */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  accountSettingsRoutes,
  passwordResetRoutes,
  otpRoutes,
  shopsRoutes,
  shopManagementRoutes,
  ownShopRoutes,
  productsRoutes,
  ownProductsRoutes,
  bulkProductsRoutes,
  productPhotosRoutes,
  searchRoutes,
  adminsRoutes,
  analyticsRoutes,
  contactRoutes,
  shopRequestsRoutes,
  cartRoutes,
  addressesRoutes,
  checkoutRoutes,
  ordersRoutes,
  codConfirmationRoutes,
  liveRoutes,
  invoicesRoutes,
  reportsRoutes,
  ledgerRoutes,
  // In the order the reviews routes always registered (the API document lists them so).
  shopReviewsRoutes,
  productReviewsRoutes,
  reviewsRoutes,
  ownShopReviewsRoutes,
  platformReviewsRoutes,
  settingsRoutes,
  platformRoutes,
  paymentClaimsRoutes,
  grievancesRoutes,
  returnsRoutes,
  dataRightsRoutes,
  erasureRoutes,
  mailRoutes,
  notificationsRoutes,
  channelOutboxRoutes,
  ondcPlatformRoutes,
  docsRoutes,
  // Only when ONDC is on (issue 29): POST {path of ONDC_SUBSCRIBER_URL}/{action}.
  ondcRoutes,
  // Only when WhatsApp is on (decision 086): GET and POST /api/webhooks/whatsapp.
  whatsappWebhookRoutes,
  // Only with Twilio's status callback or MSG91_WEBHOOK_TOKEN (decision 086): SMS delivery reports.
  smsWebhookRoutes,
];
