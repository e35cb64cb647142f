import { lazy, Suspense, type ComponentType } from 'react';
import { preloadImage } from '@/lib/preload-image';
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@bazaar/shared';
import { Layout } from './layout';
import { withCatalog } from '@/i18n/i18n';
import { RequireRole } from './require-role';
import { HomePage } from '@/features/home/home-page';
import { SearchBox } from '@/features/search/components/search-box';
import { queryClient } from '@/lib/query-client';
import { shopImage, shopThumb } from '@/lib/images';
import { readProductFilters, shopProductsQuery, shopQuery } from '@/features/shop/api/get-shop';
import { ShopPageSkeleton } from '@/features/shop/components/shop-page-skeleton';

/** A lazily loaded page from a module that exports it by name. */
function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Shopper and public pages (split from the home page's chunk).
const LoginPage = lazyNamed(
  withCatalog('auth', () => import('@/features/auth/login-page')),
  'LoginPage',
);
const RegisterPage = lazyNamed(
  withCatalog('auth', () => import('@/features/auth/register-page')),
  'RegisterPage',
);
const ForgotPasswordPage = lazyNamed(
  withCatalog('auth', () => import('@/features/auth/forgot-password-page')),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  withCatalog('auth', () => import('@/features/auth/reset-password-page')),
  'ResetPasswordPage',
);
const AboutPage = lazyNamed(
  withCatalog('static', () => import('@/features/static/about-page')),
  'AboutPage',
);
const ContactPage = lazyNamed(
  withCatalog('contact', () => import('@/features/contact/contact-page')),
  'ContactPage',
);
const TermsPage = lazyNamed(
  withCatalog('static', () => import('@/features/static/terms-page')),
  'TermsPage',
);
const VendorGuidePage = lazyNamed(
  withCatalog('static', () => import('@/features/static/vendor-guide-page')),
  'VendorGuidePage',
);
const DeliveryChargesPage = lazyNamed(
  withCatalog('static', () => import('@/features/static/delivery-charges-page')),
  'DeliveryChargesPage',
);
const ShopRegistrationPage = lazyNamed(
  withCatalog('shop-registration', () => import('@/features/shop-registration/shop-registration-page')),
  'ShopRegistrationPage',
);
// A page and the section of another feature it shows (the reviews' on the shop, product and order pages: features
// never import each other, decision 061) load at once, code and catalog parts; `put` hands the section to the page.
function withSection<P, S, R>(page: () => Promise<P>, section: () => Promise<S>, put: (page: P, section: S) => R): () => Promise<R> {
  return () => Promise.all([page(), section()]).then(([p, s]) => put(p, s));
}
const loadShopPage = withSection(
  withCatalog('shop', () => import('@/features/shop/shop-page')),
  withCatalog('reviews', () => import('@/features/reviews/components/shop-reviews')),
  ({ ShopPage: Page }, { ShopReviews }) => ({ ShopPage: () => <Page reviews={(shopId, rating) => <ShopReviews shopId={shopId} rating={rating} />} /> }),
);
const ShopPage = lazyNamed(loadShopPage, 'ShopPage');

/**
 * Opening a shop starts its page's code and its data (the shop, for the banner, and the first products) at
 * once, instead of one after the other (code, then render, then fetch), and fetches the banner image (the
 * page's largest paint) as soon as the shop is known. Nothing is awaited: the page renders with skeletons as
 * usual and the queries pick up the fetches already under way. Started while the route renders, before the
 * page's code has arrived, once per navigation. (A route loader did this before issue 15; loaders need React
 * Router's data router, three times the size of the declarative `<BrowserRouter>` the app uses now.)
 */
let prefetchedFor: string | undefined;
function prefetchShop(shopId: string, search: string, navigation: string) {
  if (prefetchedFor === navigation) return;
  prefetchedFor = navigation;
  void loadShopPage().catch(() => undefined);
  queryClient
    .fetchQuery(shopQuery(shopId))
    .then((shop) => {
      // The picture the banner's <picture> picks: the thumbnail on phones (features/shop/shop-page.tsx).
      const wide = window.matchMedia?.('(min-width: 768px)').matches;
      const banner = wide ? shopImage(shop.image) : (shopThumb(shop.image) ?? shopImage(shop.image));
      if (banner) preloadImage(banner);
    })
    .catch(() => undefined);
  void queryClient.prefetchQuery(shopProductsQuery(shopId, readProductFilters(new URLSearchParams(search))));
}

function ShopRoute() {
  const { shopId = '' } = useParams();
  const { search, key } = useLocation();
  prefetchShop(shopId, search, `${key} ${shopId} ${search}`);
  // The page's outline while its code arrives, instead of the layout's "Loading page" spinner (decision 053).
  return (
    <Suspense fallback={<ShopPageSkeleton />}>
      <ShopPage />
    </Suspense>
  );
}

const CartPage = lazyNamed(
  withCatalog('cart', () => import('@/features/cart/cart-page')),
  'CartPage',
);
const CheckoutPage = lazyNamed(
  withCatalog('cart', () => import('@/features/cart/checkout-page')),
  'CheckoutPage',
);
const OrderSuccessPage = lazyNamed(
  withCatalog('cart', () => import('@/features/cart/order-success-page')),
  'OrderSuccessPage',
);
const MyOrdersPage = lazyNamed(
  withCatalog('orders', () => import('@/features/orders/my-orders-page')),
  'MyOrdersPage',
);
const OrderPage = lazyNamed(
  withSection(
    withCatalog('orders', () => import('@/features/orders/order-page')),
    withCatalog('reviews', () => import('@/features/reviews/components/rate-order')),
    ({ OrderPage: Page }, { RateOrder }) => ({ OrderPage: () => <Page rate={(order) => <RateOrder order={order} />} /> }),
  ),
  'OrderPage',
);
const SearchPage = lazyNamed(
  withCatalog('search', () => import('@/features/search/search-page')),
  'SearchPage',
);
const ProductPage = lazyNamed(
  withSection(
    withCatalog('product', () => import('@/features/product/product-page')),
    withCatalog('reviews', () => import('@/features/reviews/components/product-reviews')),
    ({ ProductPage: Page }, { ProductReviews }) => ({
      ProductPage: () => <Page reviews={(productId, rating) => <ProductReviews productId={productId} rating={rating} />} />,
    }),
  ),
  'ProductPage',
);
const ChangePasswordPage = lazyNamed(
  withCatalog('account', () => import('@/features/account/change-password-page')),
  'ChangePasswordPage',
);
const NotificationsPage = lazyNamed(
  withCatalog('account', () => import('@/features/account/notifications-page')),
  'NotificationsPage',
);
const FileGrievancePage = lazyNamed(
  withCatalog('grievances', () => import('@/features/grievances/file-grievance-page')),
  'FileGrievancePage',
);
const GrievancePage = lazyNamed(
  withCatalog('grievances', () => import('@/features/grievances/grievance-page')),
  'GrievancePage',
);
const GrievanceRedressalPage = lazyNamed(
  withCatalog('grievances', () => import('@/features/grievances/grievance-redressal-page')),
  'GrievanceRedressalPage',
);
const loadGrievanceLists = withCatalog('grievances', () => import('@/features/grievances/grievance-list-page'));
const MyGrievancesPage = lazyNamed(loadGrievanceLists, 'MyGrievancesPage');
const ShopGrievancesPage = lazyNamed(loadGrievanceLists, 'ShopGrievancesPage');
const PlatformGrievancesPage = lazyNamed(loadGrievanceLists, 'PlatformGrievancesPage');
const NotFoundPage = lazyNamed(
  withCatalog('not-found', () => import('@/features/not-found/not-found-page')),
  'NotFoundPage',
);

// Shop owner (admin) and platform owner (superadmin) pages: each file default-exports its page.
const AdminDashboardPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/admin-dashboard-page')));
const CreateProductPage = lazy(withCatalog('products', () => import('@/features/products/pages/create-product-page')));
const AllOrdersPage = lazy(withCatalog('orders', () => import('@/features/orders/pages/all-orders-page')));
const AdminProductsPage = lazy(withCatalog('products', () => import('@/features/products/pages/admin-products-page')));
const GstRegisterPage = lazy(withCatalog('reports', () => import('@/features/reports/pages/gst-register-page')));
const BulkUploadPage = lazy(withCatalog('products', () => import('@/features/products/pages/bulk-upload-page')));
const OwnerReviewsPage = lazy(withCatalog('reviews', () => import('@/features/reviews/pages/owner-reviews-page')));
const ShopReturnsPage = lazy(withCatalog('returns', () => import('@/features/returns/pages/owner-returns-page')));
const PlatformReturnsPage = lazy(withCatalog('returns', () => import('@/features/returns/pages/platform-returns-page')));
const SuperadminDashboardPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/superadmin-dashboard-page')));
const AdminsPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/admins-page')));
const CreateShopPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/create-shop-page')));
const ContactQueriesPage = lazy(withCatalog('platform', () => import('@/features/platform/pages/contact-queries-page')));
const ShopQueriesPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/shop-queries-page')));
const OwnerLedgerPage = lazy(withCatalog('ledger', () => import('@/features/ledger/pages/owner-ledger-page')));
const PlatformLedgerPage = lazy(withCatalog('ledger', () => import('@/features/ledger/pages/platform-ledger-page')));
const PlatformSettingsPage = lazy(withCatalog('platform', () => import('@/features/platform/pages/settings-page')));
const DeliveryAreaPage = lazy(withCatalog('shops', () => import('@/features/shops/pages/delivery-area-page')));
const PlatformReviewsPage = lazy(withCatalog('reviews', () => import('@/features/reviews/pages/platform-reviews-page')));
const TcsReportPage = lazy(withCatalog('reports', () => import('@/features/reports/pages/tcs-report-page')));
const TdsReportPage = lazy(withCatalog('reports', () => import('@/features/reports/pages/tds-report-page')));
const OutboxPage = lazy(withCatalog('platform', () => import('@/features/platform/pages/outbox-page')));
const ErasureRequestsPage = lazy(withCatalog('platform', () => import('@/features/platform/pages/erasure-requests-page')));
const OndcPage = lazy(withCatalog('platform', () => import('@/features/platform/pages/ondc-page')));
const PrivacyPage = lazyNamed(
  withCatalog('policies', () => import('@/features/policies/privacy-page')),
  'PrivacyPage',
);
const ReturnsPolicyPage = lazyNamed(
  withCatalog('policies', () => import('@/features/policies/returns-policy-page')),
  'ReturnsPolicyPage',
);
const ShippingPolicyPage = lazyNamed(
  withCatalog('policies', () => import('@/features/policies/shipping-policy-page')),
  'ShippingPolicyPage',
);
const AccountDeletedPage = lazyNamed(
  withCatalog('account', () => import('@/features/account/account-deleted-page')),
  'AccountDeletedPage',
);

const only = (roles: Role[], Page: ComponentType, allowAnonymous = false) => (
  <RequireRole roles={roles} allowAnonymous={allowAnonymous}>
    <Page />
  </RequireRole>
);

/** Every route of spec §2 (paths as the spec spells them), plus /admin/products, /admin/gst-register, /admin/reviews, /admin/payments, /superadmin/reviews, /superadmin/ledger and a Not Found page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage searchField={(field) => <SearchBox field={field} />} /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/vendor-onboarding-guide', element: <VendorGuidePage /> },
      { path: '/delivery-charges', element: <DeliveryChargesPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/returns-policy', element: <ReturnsPolicyPage /> },
      { path: '/shipping-policy', element: <ShippingPolicyPage /> },
      { path: '/account/deleted', element: <AccountDeletedPage /> },
      { path: '/ragister-form', element: <ShopRegistrationPage /> },
      { path: '/shop/:shopId', element: <ShopRoute /> },
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/search', element: <SearchPage /> },
      // Anonymous shoppers may look at the (empty) cart: it tells them to log in.
      { path: '/cart', element: only(['user'], CartPage, true) },
      { path: '/checkout-cod', element: only(['user'], CheckoutPage) },
      { path: '/order-success', element: only(['user'], OrderSuccessPage) },
      { path: '/my-orders', element: only(['user'], MyOrdersPage) },
      { path: '/my-orders/:orderId', element: only(['user'], OrderPage) },
      { path: '/grievance-redressal', element: <GrievanceRedressalPage /> },
      { path: '/grievances/new', element: <FileGrievancePage /> },
      { path: '/grievances', element: only(['user', 'admin', 'superadmin'], MyGrievancesPage) },
      { path: '/grievances/:id', element: only(['user', 'admin', 'superadmin'], GrievancePage) },
      { path: '/admin/grievances', element: only(['admin'], ShopGrievancesPage) },
      { path: '/admin/grievances/:id', element: only(['admin'], GrievancePage) },
      { path: '/superadmin/grievances', element: only(['superadmin'], PlatformGrievancesPage) },
      { path: '/superadmin/grievances/:id', element: only(['superadmin'], GrievancePage) },
      { path: '/account/password', element: only(['user', 'admin', 'superadmin'], ChangePasswordPage) },
      { path: '/account/notifications', element: only(['user', 'admin', 'superadmin'], NotificationsPage) },

      { path: '/admin', element: only(['admin'], AdminDashboardPage) },
      { path: '/admin/create-product', element: only(['admin'], CreateProductPage) },
      { path: '/admin/all-orders', element: only(['admin'], AllOrdersPage) },
      { path: '/admin/products', element: only(['admin'], AdminProductsPage) },
      { path: '/admin/gst-register', element: only(['admin'], GstRegisterPage) },
      { path: '/admin/bulk-upload', element: only(['admin'], BulkUploadPage) },
      { path: '/admin/reviews', element: only(['admin'], OwnerReviewsPage) },
      { path: '/admin/returns', element: only(['admin'], ShopReturnsPage) },
      { path: '/admin/payments', element: only(['admin'], OwnerLedgerPage) },
      { path: '/admin/delivery-area', element: only(['admin'], DeliveryAreaPage) },

      { path: '/superadmin', element: only(['superadmin'], SuperadminDashboardPage) },
      { path: '/superadmin/settings', element: only(['superadmin'], PlatformSettingsPage) },
      { path: '/superadmincrud', element: only(['superadmin'], AdminsPage) },
      { path: '/create-shop', element: only(['superadmin'], CreateShopPage) },
      { path: '/contact-query', element: only(['superadmin'], ContactQueriesPage) },
      { path: '/shop-query', element: only(['superadmin'], ShopQueriesPage) },
      { path: '/superadmin/reviews', element: only(['superadmin'], PlatformReviewsPage) },
      { path: '/superadmin/ledger', element: only(['superadmin'], PlatformLedgerPage) },
      { path: '/superadmin/tcs-report', element: only(['superadmin'], TcsReportPage) },
      { path: '/superadmin/tds-report', element: only(['superadmin'], TdsReportPage) },
      { path: '/superadmin/outbox', element: only(['superadmin'], OutboxPage) },
      { path: '/superadmin/erasure-requests', element: only(['superadmin'], ErasureRequestsPage) },
      { path: '/superadmin/returns', element: only(['superadmin'], PlatformReturnsPage) },
      { path: '/superadmin/ondc', element: only(['superadmin'], OndcPage) },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page for the current URL, inside main.tsx's `<BrowserRouter>`. */
export function AppRoutes() {
  return useRoutes(routes);
}
