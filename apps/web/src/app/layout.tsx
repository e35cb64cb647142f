import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { canShop, homeFor, useAuth } from '@/lib/auth';
// The "Bazaar" wordmark with its market-stall shopping-bag mark (200×56; scales freely).
import logo from '@/assets/art/logo.svg';
import { queryKeys } from '@/lib/query-keys';
import { useCartCount } from '@/features/cart/api/get-cart-count';
import { SearchBox } from '@/features/search/components/search-box';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { useNativeDialog } from '@/components/ui/use-native-dialog';
import { t, withCatalog, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { LanguageSwitcher } from './language-switcher';
import { LanguageSync } from './language-sync';

// The footer is never on the first screen (main is a screen tall), so its code loads after the page's.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// The toast container loads right after the first render; toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
// A shop owner's count of Pending orders, kept live; its chunk (and the feed behind it) loads for owners only.
// Its toasts and counts are the owner's texts: the `admin` part of the catalog loads with it.
const Pending = lazy(withCatalog('orders', () => import('@/features/orders/components/live-orders')));
const ALL_ORDERS = '/admin/all-orders';

interface NavItem {
  to: string;
  label: MessageId;
  end?: boolean;
}
/** Links shown together behind one button on a laptop, and under one heading in the phone's drawer. */
interface NavGroup {
  label: MessageId;
  items: NavItem[];
}
type NavEntry = NavItem | NavGroup;
const isGroup = (e: NavEntry): e is NavGroup => 'items' in e;

const ABOUT: NavItem = { to: '/about', label: 'nav.about' };
const CONTACT: NavItem = { to: '/contact', label: 'nav.contact' };
/** The storefront, for the roles whose home is elsewhere (issue 22 #3): under "Bazaar", not in their way. */
const STOREFRONT: NavGroup = { label: 'nav.bazaar', items: [{ to: '/', label: 'nav.storefront', end: true }, ABOUT, CONTACT] };

/**
 * Each role's navigation, its home first (issue 22 #3). The shop owner's and the platform owner's many pages are
 * grouped, so the bar is one row at 1366 px; on a phone the same groups are headings in the drawer.
 */
const NAV: Record<string, NavEntry[]> = {
  guest: [{ to: '/', label: 'nav.home', end: true }, ABOUT, CONTACT],
  user: [{ to: '/', label: 'nav.home', end: true }, { to: '/my-orders', label: 'nav.myOrders' }, ABOUT, CONTACT],
  admin: [
    { to: '/admin', label: 'nav.dashboard', end: true },
    { to: ALL_ORDERS, label: 'nav.allOrders' },
    { to: '/admin/returns', label: 'nav.returns' },
    {
      label: 'nav.products',
      items: [
        { to: '/admin/products', label: 'nav.myProducts' },
        { to: '/admin/create-product', label: 'nav.createProduct' },
        { to: '/admin/bulk-upload', label: 'nav.bulkUpload' },
        { to: '/admin/delivery-area', label: 'nav.deliveryArea' },
      ],
    },
    {
      label: 'nav.money',
      items: [
        { to: '/admin/gst-register', label: 'nav.gstRegister' },
        { to: '/admin/payments', label: 'nav.paymentsToBazaar' },
      ],
    },
    { to: '/admin/reviews', label: 'nav.reviews' },
    { to: '/admin/grievances', label: 'nav.complaints' },
    STOREFRONT,
  ],
  superadmin: [
    { to: '/superadmin', label: 'nav.dashboard', end: true },
    {
      label: 'nav.shops',
      items: [
        { to: '/create-shop', label: 'nav.createShops' },
        { to: '/superadmincrud', label: 'nav.admins' },
        { to: '/shop-query', label: 'nav.shopQuery' },
        { to: '/superadmin/ledger', label: 'nav.shopPayments' },
        { to: '/superadmin/ondc', label: 'nav.ondc' },
      ],
    },
    {
      label: 'nav.messages',
      items: [
        { to: '/contact-query', label: 'nav.contactQuery' },
        { to: '/superadmin/grievances', label: 'nav.complaints' },
        { to: '/superadmin/returns', label: 'nav.returns' },
        { to: '/superadmin/reviews', label: 'nav.reviews' },
        { to: '/superadmin/outbox', label: 'nav.outbox' },
        { to: '/superadmin/erasure-requests', label: 'nav.erasureRequests' },
      ],
    },
    {
      label: 'nav.reports',
      items: [
        { to: '/superadmin/tcs-report', label: 'nav.tcsReport' },
        { to: '/superadmin/tds-report', label: 'nav.tdsReport' },
      ],
    },
    { to: '/superadmin/settings', label: 'nav.settings' },
    STOREFRONT,
  ],
};

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    focusRing,
    isActive ? 'bg-saffron-100 text-saffron-900' : 'text-ink-700 hover:bg-saffron-50 hover:text-saffron-900',
  );

function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 7H6" />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  // The logo is the "Bazaar" wordmark itself, so its alt text is the brand name.
  return <img src={logo} alt={t('nav.logoAlt')} className={cn('h-10 w-auto', className)} width={143} height={40} />;
}

function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { data: count = 0 } = useCartCount(user?._id);
  return (
    <NavLink to="/cart" className={navLinkClass} onClick={onNavigate}>
      <span className="relative inline-flex items-center gap-1.5">
        <CartIcon />
        <span>{t('nav.cart')}</span>
        <span
          className={cn(
            'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold',
            count > 0 ? 'bg-saffron-700 text-white' : 'bg-ink-200 text-ink-700',
          )}
          data-testid="cart-count"
          aria-hidden="true"
        >
          {count}
        </span>
        <span className="sr-only">{t('nav.cartCount', { count })}</span>
      </span>
    </NavLink>
  );
}

const labelOf = (i: NavItem, qc: QueryClient) =>
  i.to === ALL_ORDERS ? (
    <>
      {t(i.label)}
      <Suspense fallback={null}>
        <Pending qc={qc} />
      </Suspense>
    </>
  ) : (
    t(i.label)
  );

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={cn('size-4 transition-transform', open && 'rotate-180')} fill="currentColor" aria-hidden="true">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/**
 * A laptop's group of links behind one button (a disclosure: the button says whether it is open; Tab walks the
 * links). It closes on Escape (focus back on its button), on a click or focus outside, and on following a link.
 */
function NavMenu({ label, active, children, testId }: { label: ReactNode; active: boolean; children: (close: () => void) => ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A layout effect: the listeners are in place as soon as the group shows open, so an Escape pressed at once
  // (a quick keyboard user, or a busy phone that runs passive effects late) still closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div ref={box} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className={navLinkClass({ isActive: active })}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <Chevron open={open} />
      </button>
      {open && (
        <div id={id} className="absolute top-full right-0 z-50 mt-1 flex min-w-52 flex-col gap-0.5 rounded-xl border border-ink-200 bg-white p-1.5 shadow-lg">
          {children(close)}
        </div>
      )}
    </div>
  );
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) => cn(navLinkClass({ isActive }), 'w-full');

function NavBar() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const drawer = useNativeDialog(open, () => setOpen(false));

  // The drawer closes on navigation (set while rendering, not in an effect: no extra render with it still open).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  const role = user?.role;
  const entries = NAV[role ?? 'guest'] ?? NAV.guest!;
  const cart = canShop(role);
  const isActive = (i: NavItem) => !!matchPath({ path: i.to, end: i.end ?? false }, location.pathname);

  async function logout() {
    setLoggingOut(true);
    try {
      await api.post('/api/auth/logout');
      qc.setQueryData(queryKeys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'shops' });
      navigate('/login');
    } catch {
      // docs/decisions/013-shopper-screens-departures.md: the spec reused another screen's text here; this is the correct one. The toast store
      // is imported here, not on top, to keep it out of the first page's JavaScript (the Toaster loads it after).
      void import('@/lib/toast').then(({ toast }) => toast.error(t('nav.logoutFailed')));
    } finally {
      setLoggingOut(false);
    }
  }

  const close = () => setOpen(false);
  const logoutButton = (
    <button
      type="button"
      onClick={logout}
      disabled={loggingOut}
      className={cn(
        'rounded-lg border border-ink-300 bg-white px-3 py-2 text-left text-sm font-semibold text-ink-800 hover:bg-saffron-50 disabled:opacity-60',
        focusRing,
      )}
    >
      {t('nav.logout')}
    </button>
  );
  const guestLinks = (onNavigate?: () => void) => (
    <div className="flex items-center gap-2">
      <NavLink to="/login" className={navLinkClass} onClick={onNavigate}>
        {t('nav.login')}
      </NavLink>
      <Link
        to="/register"
        onClick={onNavigate}
        className={cn('rounded-lg bg-saffron-700 px-3 py-2 text-sm font-semibold text-white hover:bg-saffron-800 focus-visible:ring-offset-2', focusRing)}
      >
        {t('nav.register')}
      </Link>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="h-1 bg-gradient-to-r from-saffron-500 via-marigold-400 to-accent-600" aria-hidden="true" />
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:flex-nowrap"
      >
        <Link
          to={homeFor(role)}
          className={cn('shrink-0', focusRing)}
          aria-label={role === 'admin' || role === 'superadmin' ? t('nav.yourDashboard') : undefined}
        >
          <BrandLogo />
        </Link>
        {/* Shoppers' search (issue 25): a row of its own under the bar on a phone, beside the logo on a laptop. On
            the home page a phone shows the page's own search instead, so the first shop stays on the first screen. */}
        {cart && (
          <SearchBox
            className={cn(
              'order-last basis-full lg:order-none lg:block lg:max-w-md lg:min-w-56 lg:flex-1 lg:basis-auto',
              location.pathname === '/' && 'hidden',
            )}
          />
        )}
        {/* One row at 1024 px and up: the owners' pages are grouped behind buttons. The row is never narrower than its
            links (no min-w-0): a longer language (Hindi) narrows the shopper's search box instead of sliding the first
            link under it. */}
        <div className="hidden flex-1 flex-nowrap items-center justify-end gap-1 lg:flex" data-testid="nav-row">
          {entries.map((e) =>
            isGroup(e) ? (
              <NavMenu key={e.label} label={t(e.label)} active={e.items.some(isActive)}>
                {(closeMenu) =>
                  e.items.map((i) => (
                    <NavLink key={i.to} to={i.to} end={i.end} className={menuLinkClass} onClick={closeMenu}>
                      {t(i.label)}
                    </NavLink>
                  ))
                }
              </NavMenu>
            ) : (
              <NavLink key={e.to} to={e.to} end={e.end} className={navLinkClass}>
                {labelOf(e, qc)}
              </NavLink>
            ),
          )}
          {cart && <CartLink />}
          <LanguageSwitcher className="ml-1" />
          {user ? (
            <NavMenu
              testId="account-menu"
              active={location.pathname === '/account/password' || location.pathname === '/account/notifications'}
              label={<span className="max-w-40 truncate">{rich('nav.hi', { name: <span className="font-semibold text-ink-900">{user.name}</span> })}</span>}
            >
              {(closeMenu) => (
                <>
                  <NavLink to="/account/notifications" className={menuLinkClass} onClick={closeMenu}>
                    {t('nav.notifications')}
                  </NavLink>
                  <NavLink to="/account/password" className={menuLinkClass} onClick={closeMenu}>
                    {t('nav.changePassword')}
                  </NavLink>
                  {logoutButton}
                </>
              )}
            </NavMenu>
          ) : (
            <div className="ml-2">{guestLinks()}</div>
          )}
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          {role === 'admin' && (
            <Suspense fallback={null}>
              <Pending
                qc={qc}
                link="inline-flex items-center rounded-lg px-1 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
              />
            </Suspense>
          )}
          {cart && <CartLink />}
          <button
            type="button"
            className={cn('inline-flex size-10 items-center justify-center rounded-lg text-ink-800 hover:bg-saffron-50', focusRing)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={t('nav.openMenu')}
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </nav>
      {/* The phone's drawer: a modal <dialog> (focus stays inside, Escape closes, focus returns to the menu button). */}
      <dialog
        {...drawer}
        id="mobile-menu"
        aria-label={t('nav.menu')}
        className="m-0 ml-auto h-dvh max-h-none w-[min(20rem,88vw)] overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-ink-900/50 lg:hidden"
      >
        {open && (
          <div className="flex min-h-full flex-col gap-4 p-4">
            <div className="flex items-center justify-between gap-3">
              {user ? (
                <p className="min-w-0 truncate text-sm text-ink-700">
                  {rich('nav.hi', { name: <span className="font-semibold text-ink-900">{user.name}</span> })}
                </p>
              ) : (
                <span />
              )}
              <button
                type="button"
                onClick={close}
                aria-label={t('nav.closeMenu')}
                className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-800 hover:bg-saffron-50', focusRing)}
              >
                <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <LanguageSwitcher className="self-start" />
            <div className="flex flex-col gap-1">
              {entries.map((e) =>
                isGroup(e) ? (
                  <section key={e.label} aria-label={t(e.label)} className="mt-2 flex flex-col gap-1 border-t border-ink-100 pt-2">
                    <h2 className="px-3 text-xs font-bold tracking-wide text-ink-600 uppercase">{t(e.label)}</h2>
                    {e.items.map((i) => (
                      <NavLink key={i.to} to={i.to} end={i.end} className={navLinkClass} onClick={close}>
                        {t(i.label)}
                      </NavLink>
                    ))}
                  </section>
                ) : (
                  <NavLink key={e.to} to={e.to} end={e.end} className={navLinkClass} onClick={close}>
                    {labelOf(e, qc)}
                  </NavLink>
                ),
              )}
            </div>
            <div className="mt-auto flex flex-col gap-2 border-t border-ink-200 pt-3">
              {user ? (
                <>
                  <NavLink to="/account/notifications" className={navLinkClass} onClick={close}>
                    {t('nav.notifications')}
                  </NavLink>
                  <NavLink to="/account/password" className={navLinkClass} onClick={close}>
                    {t('nav.changePassword')}
                  </NavLink>
                  {logoutButton}
                </>
              ) : (
                guestLinks(close)
              )}
            </div>
          </div>
        )}
      </dialog>
    </header>
  );
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says the connection is gone while it is, so a tap that cannot be sent is no surprise. */
function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className="bg-ink-900 px-4 py-2 text-center text-sm font-semibold text-white" data-testid="offline-banner">
      {t('app.offline')}
    </div>
  );
}

/** A new page starts at the top, or at the section its link names (/contact#faq), once that section is drawn. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let timer = 0;
    let tries = 0;
    const find = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView();
      else if (tries++ < 40) timer = window.setTimeout(find, 50); // a lazily loaded page may take a moment
    };
    find();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}

/** The shared frame of every page: skip link, navigation bar, page, footer. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-saffron-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <LanguageSync />
      <OfflineBanner />
      <NavBar />
      {/* At least a screen tall: while a page (or its data) loads, the footer stays below the fold instead of
          being pushed down when the content arrives (that jump was most of the shop page's layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner label={t('app.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {/* Inside the router, so a toast can offer a link (Login). */}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
