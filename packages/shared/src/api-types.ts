/**
 * Response shapes of the API (spec §3/§7 field names). Money fields are rupees (numbers, ≤ 2 decimals).
 * Images are file names: full size at /uploads/{shop-images|products}/{image}, thumbnail at .../thumb/{image}.
 */
import type { OrderStatus, RefuseReason } from './order-status.js';
import type { Role } from './options.js';

export interface ApiError {
  message: string;
  code: string;
  details?: unknown;
}

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
}

export interface ShopAdminRef {
  _id: string;
  name: string;
  /** Only for the superadmin. */
  email?: string;
}

export interface ShopDto {
  _id: string;
  name: string;
  category: string;
  location: string;
  address: string;
  phone: string;
  image: string | null;
  admin: ShopAdminRef | null;
  createdAt: string;
  /** False once the platform owner deactivated the shop (then only the superadmin and its admin see it). */
  active: boolean;
  /** How the shop is registered under GST: regular (tax invoices), composition or unregistered (bills of supply). */
  gstRegistration: 'regular' | 'composition' | 'unregistered';
  /** GST state code of the shop (two digits) and the state's name. An unregistered shop delivers only within it. */
  stateCode: string;
  stateName: string;
  /** 6-digit PIN codes and 3-digit prefixes the shop delivers to; empty = across India. */
  deliveryPins: string[];
  /** Only for the superadmin and the shop's own admin. */
  pan?: string;
  /** null for an unregistered shop. */
  gstnumber?: string | null;
  razorpayAccountId?: string | null;
  /** The shop's own commission rate in percent; null = the platform default. Superadmin and own admin only. */
  commissionRate?: number | null;
  /** Aggregate turnover above ₹5 crore (every invoice needs a 6-digit HSN code). Superadmin and own admin only. */
  turnoverAbove5Cr?: boolean;
  /** False while the shop takes no new orders (blocked for overdue fees, decision 024; the reason is never shown to shoppers). */
  takingOrders?: boolean;
  /** Average and count of the visible reviews; absent when nobody has rated the shop. */
  rating?: RatingDto;
}

export interface RatingDto {
  /** Mean stars, one decimal. */
  average: number;
  count: number;
}

/** A shopper's review of a shop (`productId` null) or of a product. `text` and `reply` are plain text. */
export interface ReviewDto {
  _id: string;
  shopId: string;
  productId: string | null;
  productName: string | null;
  stars: number;
  text: string;
  /** The shopper's first name. */
  author: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The author may change it until then. */
  editableUntil: string;
  /** Hidden by the platform owner (only the platform owner sees hidden ones). */
  hidden: boolean;
}

/** A review on the platform owner's list: with the name of the shop it is about. */
export interface PlatformReviewDto extends ReviewDto {
  shopName: string;
}

export interface ProductDto {
  _id: string;
  shopId: string;
  name: string;
  description: string;
  price: number;
  /** Stock on hand. */
  quantity: number;
  inStock: boolean;
  category: string;
  subCategory: string | null;
  unit: string | null;
  image: string | null;
  /** HSN code and GST rate (percent); null for a product listed before they were asked for. */
  hsnCode: string | null;
  gstRate: number | null;
  /** How much one unit holds (4 with unit `L` reads "4 L"); null: the unit alone. */
  netQuantity: number | null;
  /**
   * Where the owner gave no HSN code or GST rate: what the invoice will use (the owner's value where given, else
   * the dated suggestion for the category), shown as "suggested — check". Null when the owner gave both.
   */
  suggestedTax: { hsnCode: string | null; gstRate: number } | null;
  createdAt: string;
  /** Average and count of the visible reviews; absent when nobody has rated the product. */
  rating?: RatingDto;
}

export interface CartItemDto {
  /** The product id (a cart has one line per product). */
  _id: string;
  productId: string;
  name: string;
  price: number;
  image: string | null;
  quantity: number;
  shopId: string;
  shopName: string;
  /** Why this line cannot be ordered now (its shop was deactivated); absent when it can. */
  unavailable?: string;
  unit: string | null;
  subCategory: string | null;
  /** Stock on hand now. */
  available: number;
  lineTotal: number;
}

export interface ShopBreakdown {
  shopId: string;
  shopName: string;
  subtotal: number;
  deliveryCharge: number;
  /** COD handling fee per shop order (rupees; 0 when none). */
  codFee: number;
  total: number;
  itemCount: number;
}

export interface CartDto {
  items: CartItemDto[];
  itemCount: number;
  subtotal: number;
  deliveryCharge: number;
  /** COD handling fee per shop order (rupees; 0 when none). */
  codFee: number;
  total: number;
  shops: ShopBreakdown[];
}

export interface OrderItemDto {
  _id: string;
  productId: string | null;
  name: string;
  unit: string | null;
  subCategory: string | null;
  quantity: number;
  price: number;
  total: number;
}

export interface OrderShopDto {
  _id: string;
  name: string;
  address: string;
  phone: string;
  /** null for an unregistered shop. */
  gstnumber: string | null;
}

export interface OrderDto {
  _id: string;
  /** The short number shown to people (orderNumber(_id)); `_id` is the full id. */
  orderNumber: string;
  checkoutId: string;
  user: { name: string; email: string };
  items: OrderItemDto[];
  /** null when hidden from a shop admin (order not yet Confirmed). */
  address: string | null;
  /** The mobile number given at checkout; like the address, null for a shop admin until the order is Confirmed. */
  customerPhone: string | null;
  shopIds: string[];
  shop: OrderShopDto;
  paymentMethod: 'COD';
  status: OrderStatus;
  subtotal: number;
  deliveryCharge: number;
  /** COD handling fee per shop order (rupees; 0 when none). */
  codFee: number;
  totalAmount: number;
  createdAt: string;
  /** When the shop confirmed it (null before, or when it was cancelled while Pending). */
  confirmedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Who cancelled and why (the customer's reason and note, if given); null unless Cancelled. */
  cancellation: OrderCancellation | null;
  /** When the shop marked the parcel as refused; null unless Refused. */
  refusedAt: string | null;
  /** Why the parcel came back (the code and its words); null unless Refused. */
  refusal: OrderRefusal | null;
  /**
   * The shopper's Delivered and Refused orders across the whole platform: counts only, never shops or items.
   * Present only for the shop's admin on a Pending order (absent on every other status and for the shopper).
   */
  shopperHistory?: ShopperHistory;
  /** The tax invoice's (or bill of supply's) number, once the shop has confirmed the order; else null. */
  invoiceNumber: string | null;
  /** The credit note's number, when an invoiced order was later cancelled or refused; else null. */
  creditNoteNumber: string | null;
  /**
   * Whether this COD order needs the shopper's 6-digit code before the shop may confirm it (a platform setting;
   * issue 13 #5): null when it does not. `confirmBy`: when it is cancelled by itself if still unconfirmed.
   */
  codConfirmation: OrderCodConfirmation | null;
}

export interface OrderCodConfirmation {
  status: 'awaiting' | 'confirmed';
  confirmBy: string;
  confirmedAt: string | null;
}

export interface OrderRefusal {
  reason: RefuseReason | null;
  label: string | null;
}

export interface ShopperHistory {
  delivered: number;
  refused: number;
}

export interface OrderCancellation {
  /** `platform`: cancelled by itself, the shopper never gave the order's code in time; null for orders cancelled before this was recorded. */
  by: 'customer' | 'shop' | 'platform' | null;
  reason: string | null;
  note: string | null;
}

/** POST /api/orders/:id/reorder: what went back into the cart, at today's prices, and what could not, and why. */
export interface ReorderResponse {
  message: string;
  /** `quantity` added; less than `ordered` when the stock is short. */
  added: Array<{ productId: string; name: string; quantity: number; ordered: number; price: number }>;
  skipped: Array<{ productId: string | null; name: string; reason: string }>;
  cart: CartDto;
}

/** GET /api/products/search: a product of an active shop, with the shop it is sold by. */
export interface ProductSearchItem extends ProductDto {
  shop: { _id: string; name: string; location: string };
}

export interface PlaceOrderResponse {
  message: string;
  checkoutId: string;
  totalAmount: number;
  orders: OrderDto[];
}

export interface AnalyticsDto {
  productCount: number;
  cancelledCount: number;
  cancelledTotal: number;
  deliveredCount: number;
  deliveredTotal: number;
  /** Pending + Confirmed order totals: what the shop expects once they are delivered (not income yet). */
  expectedTotal: number;
  pendingCount: number;
  confirmedCount: number;
  /** Parcels that came back (Refused) and their totals: not income. */
  refusedCount: number;
  refusedTotal: number;
  /** RTO rate in percent (one decimal): refused ÷ (delivered + refused); null before any parcel ended. */
  rtoRate: number | null;
  orderCount: number;
}

export interface AdminDetailsDto {
  admin: { _id: string; name: string; email: string };
  shop: { _id: string; name: string; image: string | null; category: string; location: string; address: string } | null;
}

export interface AdminDto {
  _id: string;
  name: string;
  email: string;
  /** The owner's mobile number (10 digits), null when not given. */
  phone: string | null;
  shop: { _id: string; name: string } | null;
  createdAt: string;
}

/** A message in the outbox, as the platform owner's Outbox screen lists it (decision 028). */
export interface OutboxMessageDto {
  _id: string;
  recipient: string;
  kind: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'held';
  attempts: number;
  lastError: string | null;
  hasAttachment: boolean;
  createdAt: string;
  sentAt: string | null;
}

/** One outbox message with its plain-text part. */
export interface OutboxMessageDetailDto extends OutboxMessageDto {
  text: string;
}

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  yourmessage: string;
  createdAt: string;
  /** new, replied (a reply was mailed) or closed (issue 22 #13). */
  status: 'new' | 'replied' | 'closed';
  reply: string | null;
  repliedAt: string | null;
}

export interface ShopQueryDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  pan: string;
  address: string;
  categoryofshop: string;
  createdAt: string;
  ownerName: string | null;
  city: string | null;
  pincode: string | null;
  gstin: string | null;
  /** new, approved (an admin and a shop were created) or declined (issue 22 #13). */
  status: 'new' | 'approved' | 'declined';
  decidedAt: string | null;
  declineReason: string | null;
  shopId: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Tiles over a set of a shop's orders: income = Delivered totals, expectedIncome = Pending + Confirmed totals. */
export interface OrderSummaryDto {
  totalIncome: number;
  expectedIncome: number;
  totalOrders: number;
  pendingOrders: number;
  confirmedOrders: number;
  cancelledOrders: number;
  deliveredOrders: number;
  refusedOrders: number;
}

export interface ShopFacetsDto {
  categories: string[];
  locations: string[];
}

export interface MessageResponse {
  message: string;
}

/** POST /api/shops: the spec's screen reads `name`. */
export interface CreateShopResponse {
  message: string;
  name: string;
  shop: ShopDto;
}

/** POST /api/products and PATCH /api/products/:id. */
export interface ProductResponse {
  message: string;
  product: ProductDto;
}

/** POST /api/superadmin/create-admin. */
export interface CreateAdminResponse {
  message: string;
  admin: AdminDto;
}

// ---------- cart and orders responses ----------

/** POST /api/cart/add, DELETE /api/cart/item/:id, POST /api/cart/clear. */
export interface CartChangeResponse {
  message: string;
  cart: CartDto;
}

/** PATCH /api/orders/:id/cancel and PATCH /api/admin/orders/:id/status. */
export interface OrderChangeResponse {
  message: string;
  order: OrderDto;
}

/** GET /api/admin/orders/page: a page of the shop's orders and the dashboard tiles over the same filter. */
export type ShopOrdersPage = Paged<OrderDto> & { summary: OrderSummaryDto };

/**
 * 409 from POST /api/orders when the client's `totalAmount` is not the server's figure. The current total
 * (rupees) is in `details.totalAmount`, and also at the top level as `totalAmount` (the contract's shape).
 */
export interface PriceChangedError extends ApiError {
  code: 'CONFLICT';
  totalAmount: number;
  details: { totalAmount: number };
}

/** GET /api/admin/dashboard: what the shop owner acts on and sells (income = Delivered, as everywhere). */
export interface AdminDashboardDto {
  /** Orders waiting for the owner: Pending to confirm, Confirmed to deliver. */
  pendingOrders: number;
  confirmedOrders: number;
  /** Parcels refused this month (IST), and this month's RTO rate in percent: refused ÷ (delivered + refused). */
  refusedOrders: number;
  rtoRate: number | null;
  /** Delivered income since midnight IST and since the 1st of this month IST. */
  todaySales: number;
  monthSales: number;
  /** Products with at most `lowStockAt` left, fewest first (at most 10). */
  lowStockAt: number;
  lowStock: Array<{ _id: string; name: string; quantity: number; unit: string | null }>;
  /** Products using a suggested GST rate (or, above ₹5 crore turnover, without a 6-digit HSN code): flagged before an order. */
  taxToCheck: number;
  /** How many products the shop has: 0 means it is not on the home page yet and the dashboard says what to do first. */
  productCount: number;
}

/** Amounts of a row of the GST sales register, in rupees. */
export interface GstRegisterAmounts {
  taxableAmount: number;
  cgst: number;
  /** SGST, or UTGST for a union territory without a legislature. */
  sgst: number;
  igst: number;
  total: number;
}

/**
 * GET /api/admin/reports/gst/register?month=YYYY-MM: the shop's GST sales register of a month (IST), the same
 * figures as the CSV of GET /api/admin/reports/gst. Credit notes count negative in the month of their own date.
 */
export interface GstRegisterDto {
  month: string;
  shop: { name: string; gstin: string | null; gstRegistration: 'regular' | 'composition' | 'unregistered'; stateName: string };
  /** The GST rates with a taxable-value column (the slabs in force in the month, and any rate used). */
  rates: number[];
  documents: Array<
    GstRegisterAmounts & {
      kind: 'tax-invoice' | 'bill-of-supply' | 'credit-note';
      number: string;
      /** The document's date, YYYY-MM-DD (IST). */
      date: string;
      orderId: string;
      buyerState: string;
      placeOfSupply: string;
      /** The invoice a credit note reverses. */
      againstNumber: string | null;
      /** Taxable value per rate (key: the rate as text, e.g. `18`). */
      taxableByRate: Record<string, number>;
      /** Value of a bill of supply (no tax). */
      billOfSupplyValue: number;
    }
  >;
  totals: GstRegisterAmounts & { documentCount: number; taxableByRate: Record<string, number>; billOfSupplyValue: number };
  /** GSTR-1 B2C Small: net by place of supply and rate. */
  b2cs: Array<Omit<GstRegisterAmounts, 'total'> & { placeOfSupply: string; rate: number }>;
  /** GSTR-1 HSN summary, net of credit notes. */
  hsn: Array<GstRegisterAmounts & { hsnCode: string; description: string; uqc: string; quantity: number; rate: number }>;
}

/** GET /api/superadmin/settings: the settings in force (rupees, percent, days), the law's ceiling and the history. */
export interface PlatformSettingsView {
  codMaxOrderValue: number;
  codFee: number;
  commissionRate: number;
  duesGraceDays: number;
  duesBlockThreshold: number;
  tcsOnCod: boolean;
  codConfirmAbove: number | null;
  codConfirmHours: number;
  /** The version in force (0: the defaults, never changed). */
  version: number;
  effectiveFrom: string | null;
  defaults: {
    codMaxOrderValue: number;
    codFee: number;
    commissionRate: number;
    duesGraceDays: number;
    duesBlockThreshold: number;
    tcsOnCod: boolean;
    codConfirmAbove: number | null;
    codConfirmHours: number;
  };
  cashCeiling: { amount: number; law: string; from: string } | null;
  history: Array<{
    version: number;
    effectiveFrom: string;
    changedBy: { _id: string; name: string };
    changed: string[];
    settings: {
      codMaxOrderValue: number;
      codFee: number;
      commissionRate: number;
      duesGraceDays: number;
      duesBlockThreshold: number;
      tcsOnCod: boolean;
      codConfirmAbove: number | null;
      codConfirmHours: number;
    };
  }>;
}

export interface SettingsChangeResponse {
  message: string;
  settings: PlatformSettingsView;
}

/** Gross, returned and net value of supplies (rupees). */
export interface SupplyValues {
  grossValue: number;
  returnedValue: number;
  netValue: number;
}

/** GET /api/superadmin/reports/tcs: TCS under CGST s.52 of a month, GSTR-8 shape (rupees). */
export interface TcsReportDto {
  month: string;
  tcsOnCod: boolean;
  tcsDue: boolean;
  note: string | null;
  rows: Array<
    SupplyValues & {
      shopId: string;
      shopName: string;
      gstin: string;
      supplierState: string;
      placeOfSupply: string;
      supplyType: 'intra-state' | 'inter-state';
      rates: number[];
      invoiceCount: number;
      creditNoteCount: number;
      igst: number;
      cgst: number;
      sgst: number;
      tcs: number;
    }
  >;
  totals: SupplyValues & { invoiceCount: number; creditNoteCount: number; igst: number; cgst: number; sgst: number; tcs: number };
  unregistered: Array<SupplyValues & { shopId: string; shopName: string; pan: string; stateName: string; documentCount: number }>;
  unregisteredTotals: SupplyValues & { documentCount: number };
}

/** GET /api/superadmin/reports/tds: TDS under Income-tax s.194-O of a month (rupees). */
export interface TdsReportDto {
  month: string;
  rows: Array<{
    shopId: string;
    shopName: string;
    pan: string;
    panValid: boolean;
    rates: number[];
    orderCount: number;
    grossAmount: number;
    tds: number;
  }>;
  totals: { orderCount: number; grossAmount: number; tds: number };
}
