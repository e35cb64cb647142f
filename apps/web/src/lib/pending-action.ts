import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@bazaar/shared';
import { api, messageOf } from './api';
import { t } from '@/i18n/i18n';
import { queryKeys } from './query-keys';
import { toast, type ToastAction } from './toast';

/** Add to Cart pressed while logged out: what the login (or register) page finishes once the user is in. */
export interface PendingAddToCart {
  productId: string;
  name: string;
  /** The variant picked on the product page (issue 24): a product with options needs it. */
  variantId?: string;
}

/** What other pages hand the login and register pages: where to come back to, and what to finish there. */
export interface AuthReturnState {
  from?: string;
  addToCart?: PendingAddToCart;
}

/** Only same-app paths are followed after login or registering (never another origin, nor back to those forms). */
export function safeReturnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') && !from.startsWith('/register')
    ? from
    : null;
}

/** The English text of `loginToAddMessage()` (kept for the features not yet translated). */
export const LOGIN_TO_ADD_MESSAGE = 'Please login to add items to your cart.';
export const loginToAddMessage = (): string => t('cart.loginToAdd');

/** The Login link of 'Please login to add items to your cart.': back to this page, with the item added (issue 22 #10). */
export function loginToAddAction(product: { _id: string; name: string }, variantId?: string): ToastAction {
  const state: AuthReturnState = {
    from: `${window.location.pathname}${window.location.search}`,
    addToCart: { productId: product._id, name: product.name, ...(variantId ? { variantId } : {}) },
  };
  return { label: t('nav.login'), to: '/login', state };
}

/** The pending Add to Cart of `state`, when it is well formed (router state survives reloads and can be anything). */
export function pendingAddOf(state: unknown): PendingAddToCart | undefined {
  const p = (state as AuthReturnState | null | undefined)?.addToCart;
  if (!p || typeof p.productId !== 'string' || typeof p.name !== 'string') return undefined;
  return { productId: p.productId, name: p.name, ...(typeof p.variantId === 'string' ? { variantId: p.variantId } : {}) };
}

/**
 * Finishes the Add to Cart that sent a shopper to log in: adds one, and says so, or says why not (out of stock, a
 * shop not taking orders). Only shoppers have a cart: anyone else's pending add is dropped.
 */
export async function finishPendingAdd(state: unknown, role: Role | undefined, qc: QueryClient): Promise<void> {
  const pending = pendingAddOf(state);
  if (!pending || role !== 'user') return;
  try {
    const res = await api.post('/api/cart/add', {
      body: { itemId: pending.productId, quantity: 1, ...(pending.variantId ? { variantId: pending.variantId } : {}) },
    });
    qc.setQueryData(queryKeys.cart, res.cart);
    toast.success(t('cart.added', { name: pending.name }));
  } catch (err) {
    toast.error(messageOf(err, t('cart.addFailed', { name: pending.name })));
  } finally {
    void qc.invalidateQueries({ queryKey: queryKeys.cartCount });
  }
}
