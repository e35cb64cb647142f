import { lazy, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Role } from '@bazaar/shared';
import { Layout } from './layout';
import { RequireRole } from './require-role';
import { HomePage } from '../features/home/home-page';
import { queryClient } from '../lib/query-client';
import { shopImage } from '../lib/images';
import { readProductFilters, shopProductsQuery, shopQuery } from '../features/shop/api/get-shop';

/** A lazily loaded page from a module that exports it by name. */
function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Shopper and public pages (split from the home page's chunk).
const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/register-page'), 'RegisterPage');
const AboutPage = lazyNamed(() => import('../features/static/about-page'), 'AboutPage');
const ContactPage = lazyNamed(() => import('../features/contact/contact-page'), 'ContactPage');
const TermsPage = lazyNamed(() => import('../features/static/terms-page'), 'TermsPage');
const VendorGuidePage = lazyNamed(() => import('../features/static/vendor-guide-page'), 'VendorGuidePage');
const DeliveryChargesPage = lazyNamed(() => import('../features/static/delivery-charges-page'), 'DeliveryChargesPage');
const ShopRegistrationPage = lazyNamed(() => import('../features/shop-registration/shop-registration-page'), 'ShopRegistrationPage');
const loadShopPage = () => import('../features/shop/shop-page');
const ShopPage = lazyNamed(loadShopPage, 'ShopPage');

/**
 * Opening a shop starts its page's code and its data (the shop, for the banner, and the first products) at
 * once, instead of one after the other (code, then render, then fetch), and fetches the banner image (the
 * page's largest paint) as soon as the shop is known. Nothing is awaited: the page renders with skeletons as
 * usual and the queries pick up the fetches already under way.
 */
function prefetchShop({ params, request }: LoaderFunctionArgs) {
  const shopId = params.shopId ?? '';
  void loadShopPage().catch(() => undefined);
  queryClient
    .fetchQuery(shopQuery(shopId))
    .then((shop) => {
      const banner = shopImage(shop.image);
      if (banner) preload(banner, { as: 'image', fetchPriority: 'high' });
    })
    .catch(() => undefined);
  void queryClient.prefetchQuery(shopProductsQuery(shopId, readProductFilters(new URL(request.url).searchParams)));
  return null;
}
const CartPage = lazyNamed(() => import('../features/cart/cart-page'), 'CartPage');
const CheckoutPage = lazyNamed(() => import('../features/cart/checkout-page'), 'CheckoutPage');
const OrderSuccessPage = lazyNamed(() => import('../features/cart/order-success-page'), 'OrderSuccessPage');
const MyOrdersPage = lazyNamed(() => import('../features/orders/my-orders-page'), 'MyOrdersPage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

// Shop owner (admin) and platform owner (superadmin) pages: each file default-exports its page.
const AdminDashboardPage = lazy(() => import('../features/admin/pages/admin-dashboard-page'));
const CreateProductPage = lazy(() => import('../features/admin/pages/create-product-page'));
const AllOrdersPage = lazy(() => import('../features/admin/pages/all-orders-page'));
const AdminProductsPage = lazy(() => import('../features/admin/pages/admin-products-page'));
const SuperadminDashboardPage = lazy(() => import('../features/superadmin/pages/superadmin-dashboard-page'));
const AdminsPage = lazy(() => import('../features/superadmin/pages/admins-page'));
const CreateShopPage = lazy(() => import('../features/superadmin/pages/create-shop-page'));
const ContactQueriesPage = lazy(() => import('../features/superadmin/pages/contact-queries-page'));
const ShopQueriesPage = lazy(() => import('../features/superadmin/pages/shop-queries-page'));

const only = (roles: Role[], Page: ComponentType, allowAnonymous = false) => (
  <RequireRole roles={roles} allowAnonymous={allowAnonymous}>
    <Page />
  </RequireRole>
);

/** Every route of spec §2 (paths as the spec spells them), plus /admin/products and a Not Found page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/vendor-onboarding-guide', element: <VendorGuidePage /> },
      { path: '/delivery-charges', element: <DeliveryChargesPage /> },
      { path: '/ragister-form', element: <ShopRegistrationPage /> },
      { path: '/shop/:shopId', element: <ShopPage />, loader: prefetchShop, HydrateFallback: () => null },
      // Anonymous shoppers may look at the (empty) cart: it tells them to log in.
      { path: '/cart', element: only(['user'], CartPage, true) },
      { path: '/checkout-cod', element: only(['user'], CheckoutPage) },
      { path: '/order-success', element: only(['user'], OrderSuccessPage) },
      { path: '/my-orders', element: only(['user'], MyOrdersPage) },

      { path: '/admin', element: only(['admin'], AdminDashboardPage) },
      { path: '/admin/create-product', element: only(['admin'], CreateProductPage) },
      { path: '/admin/all-orders', element: only(['admin'], AllOrdersPage) },
      { path: '/admin/products', element: only(['admin'], AdminProductsPage) },

      { path: '/superadmin', element: only(['superadmin'], SuperadminDashboardPage) },
      { path: '/superadmincrud', element: only(['superadmin'], AdminsPage) },
      { path: '/create-shop', element: only(['superadmin'], CreateShopPage) },
      { path: '/contact-query', element: only(['superadmin'], ContactQueriesPage) },
      { path: '/shop-query', element: only(['superadmin'], ShopQueriesPage) },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
