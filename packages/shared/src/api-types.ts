/**
 * Response shapes of the API (spec §3/§7 field names). Money fields are rupees (numbers, ≤ 2 decimals).
 * Images are file names: full size at /uploads/{shop-images|products}/{image}, thumbnail at .../thumb/{image}.
 */
import type { OrderStatus } from './order-status.js';
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
  /** Only for the superadmin and the shop's own admin. */
  pan?: string;
  gstnumber?: string;
  razorpayAccountId?: string | null;
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
  createdAt: string;
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
  total: number;
  itemCount: number;
}

export interface CartDto {
  items: CartItemDto[];
  itemCount: number;
  subtotal: number;
  deliveryCharge: number;
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
  gstnumber: string;
}

export interface OrderDto {
  _id: string;
  checkoutId: string;
  user: { name: string; email: string };
  items: OrderItemDto[];
  /** null when hidden from a shop admin (order not yet Confirmed). */
  address: string | null;
  shopIds: string[];
  shop: OrderShopDto;
  paymentMethod: 'COD';
  status: OrderStatus;
  subtotal: number;
  deliveryCharge: number;
  totalAmount: number;
  createdAt: string;
  deliveredAt: string | null;
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
  pendingCount: number;
  confirmedCount: number;
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
  shop: { _id: string; name: string } | null;
  createdAt: string;
}

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  yourmessage: string;
  createdAt: string;
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
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface OrderSummaryDto {
  totalIncome: number;
  totalOrders: number;
  cancelledOrders: number;
  deliveredOrders: number;
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
