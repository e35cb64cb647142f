export * from './money.js';
export * from './delivery.js';
export * from './order-status.js';
export * from './order-number.js';
export * from './search-terms.js';
export * from './india.js';
export * from './catalog.js';
export * from './catalog-schemas.js';
export * from './options.js';
export * from './settings.js';
export * from './delivery-pins.js';
export * from './delivery-area.js';
export * from './shop-hours.js';
export * from './law/cash-limits.js';
export * from './schemas.js';
export * from './search.js';
export * from './gst-bodies.js';
export * from './variants.js';
// The API's response types, declared once as z.output of their schemas (decision 059). Type-only: the web app's
// bundle gets none of the schemas (nor zod) through the index; the server imports them from '@bazaar/shared/responses'.
export type {
  ApiError,
  PriceChangedError,
  UserDto,
  ShopDto,
  ShopAdminRef,
  RatingDto,
  ReviewDto,
  PlatformReviewDto,
  ProductDto,
  VariantDto,
  CartItemDto,
  ShopBreakdown,
  CartDto,
  OrderItemDto,
  OrderDto,
  OrderShopDto,
  OrderCodConfirmation,
  OrderRefusal,
  ShopperHistory,
  OrderCancellation,
  ReorderResponse,
  ProductSearchItem,
  PlaceOrderResponse,
  AnalyticsDto,
  AdminDetailsDto,
  AdminDto,
  OutboxMessageDto,
  OutboxMessageDetailDto,
  ContactMessageDto,
  ShopQueryDto,
  Paged,
  OrderSummaryDto,
  ShopFacetsDto,
  MessageResponse,
  CreateShopResponse,
  ProductResponse,
  CreateAdminResponse,
  CartChangeResponse,
  OrderChangeResponse,
  ShopOrdersPage,
  AdminDashboardDto,
  GstRegisterDto,
  GstRegisterAmounts,
  PlatformSettingsView,
  SettingsChangeResponse,
  TcsReportDto,
  SupplyValues,
  TdsReportDto,
  LedgerEntryDto,
  ShopLedgerDto,
  LedgerDueDto,
  LedgerOverviewDto,
  ShopBalanceDto,
  LedgerEntryReply,
  SavedAddressDto,
  SavedAddressListDto,
  SavedAddressChangeResponse,
} from './responses.js';
export type { SearchProductHit, SearchShopHit, SearchReply, WhyPart } from './search-responses.js';
export * from './gst/index.js';
export * from './ledger.js';
export * from './live-events.js';
export * from './platform-profile.js';
export * from './addresses.js';
export * from './grievances.js';
export * from './privacy.js';
export * from './ondc-buyer-erasure.js';
export * from './notifications.js';
export * from './returns.js';
export * from './refund-account.js';
export * from './ondc.js';
export * from './countries.js';
export * from './language.js';
