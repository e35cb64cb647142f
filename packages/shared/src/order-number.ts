/**
 * The short order number people read, say on the phone and search for: the last 8 hex digits of the order id,
 * upper case ("D202E181"). Order ids are UUIDv7, whose last 62 bits are random, so two orders of one shop or one
 * shopper practically never share it. The server puts it on every order it sends (`orderNumber`), so the
 * shopper, the shop, the invoice and the platform owner all show the same number; the full id stays in the
 * order's details.
 */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-8).toUpperCase();
}
