import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';
// The "Bazaar" wordmark with its market-stall shopping-bag mark (200×56; scales freely).
import logo from '@/assets/art/logo.svg';
import { queryKeys } from '@/lib/query-keys';
import { useCartCount } from '@/features/cart/api/get-cart-count';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';

// The footer is never on the first screen (main is a screen tall), so its code loads after the page's.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// The toast container loads right after the first render; toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
// A shop owner's count of Pending orders, kept live; its chunk (and the feed behind it) loads for owners only.
const Pending = lazy(() => import('@/features/admin/live/live-orders'));
const ALL_ORDERS = '/admin/all-orders';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const COMMON: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];
const BY_ROLE: Record<string, NavItem[]> = {
  user: [{ to: '/my-orders', label: 'My Orders' }],
  admin: [
    { to: '/admin/create-product', label: 'Create Product' },
    { to: ALL_ORDERS, label: 'All Orders' },
    { to: '/admin/products', label: 'My Products' },
    { to: '/admin/gst-register', label: 'GST Register' },
    { to: '/admin/reviews', label: 'Reviews' },
    { to: '/admin/payments', label: 'Payments to Bazaar' },
  ],
  superadmin: [
    { to: '/superadmin', label: 'Analytics', end: true },
    { to: '/contact-query', label: 'Contact Query' },
    { to: '/shop-query', label: 'Shop Query' },
    { to: '/superadmincrud', label: 'Admins' },
    { to: '/create-shop', label: 'Create Shops' },
    { to: '/superadmin/reviews', label: 'Reviews' },
    { to: '/superadmin/ledger', label: 'Shop payments' },
    { to: '/superadmin/tcs-report', label: 'TCS Report' },
    { to: '/superadmin/tds-report', label: 'TDS Report' },
    { to: '/superadmin/outbox', label: 'Outbox' },
    { to: '/superadmin/settings', label: 'Settings' },
  ],
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600',
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
  return <img src={logo} alt="Bazaar" className={cn('h-10 w-auto', className)} width={143} height={40} />;
}

function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { data: count = 0 } = useCartCount(user?._id);
  return (
    <NavLink to="/cart" className={navLinkClass} onClick={onNavigate}>
      <span className="relative inline-flex items-center gap-1.5">
        <CartIcon />
        <span>Cart</span>
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
        <span className="sr-only">, {count === 1 ? '1 item' : `${count} items`}</span>
      </span>
    </NavLink>
  );
}

const labelOf = (i: NavItem, qc: QueryClient) =>
  i.to === ALL_ORDERS ? (
    <>
      {i.label}
      <Suspense fallback={null}>
        <Pending qc={qc} />
      </Suspense>
    </>
  ) : (
    i.label
  );

function NavBar() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // The menu closes on navigation (set while rendering, not in an effect: no extra render with it still open).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  const items = [...COMMON, ...(user ? (BY_ROLE[user.role] ?? []) : [])];

  async function logout() {
    setLoggingOut(true);
    try {
      await api.post('/api/auth/logout');
      qc.setQueryData(queryKeys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'shops' });
      navigate('/login');
    } catch {
      // DESIGN.md "Messages": the spec reused another screen's text here; this is the correct one. The toast store
      // is imported here, not on top, to keep it out of the first page's JavaScript (the Toaster loads it after).
      void import('@/lib/toast').then(({ toast }) => toast.error('Failed to logout. Please try again.'));
    } finally {
      setLoggingOut(false);
    }
  }

  const close = () => setOpen(false);
  const right = user ? (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-ink-700">
        Hi, <span className="font-semibold text-ink-900">{user.name}</span>
      </span>
      <NavLink to="/account/password" className={navLinkClass} onClick={close}>
        Change Password
      </NavLink>
      <button
        type="button"
        onClick={logout}
        disabled={loggingOut}
        className="rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 disabled:opacity-60"
      >
        Logout
      </button>
    </div>
  ) : (
    <div className="flex items-center gap-2">
      <NavLink to="/login" className={navLinkClass} onClick={close}>
        Login
      </NavLink>
      <Link
        to="/register"
        onClick={close}
        className="rounded-lg bg-saffron-700 px-3 py-2 text-sm font-semibold text-white hover:bg-saffron-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2"
      >
        Register
      </Link>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="h-1 bg-gradient-to-r from-saffron-500 via-marigold-400 to-accent-600" aria-hidden="true" />
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className="shrink-0 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600">
          <BrandLogo />
        </Link>
        {/* The platform owner has 13 links: they wrap onto a second line instead of pushing the page sideways. */}
        <div className="hidden min-w-0 flex-1 flex-wrap items-center justify-end gap-1 lg:flex">
          {items.map((i) => (
            <NavLink key={i.to} to={i.to} end={i.end} className={navLinkClass}>
              {labelOf(i, qc)}
            </NavLink>
          ))}
          <CartLink />
        </div>
        <div className="hidden shrink-0 lg:block">{right}</div>
        <div className="flex items-center gap-1 lg:hidden">
          {user?.role === 'admin' && (
            <Suspense fallback={null}>
              <Pending
                qc={qc}
                link="inline-flex items-center rounded-lg px-1 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
              />
            </Suspense>
          )}
          <CartLink />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink-800 hover:bg-saffron-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-ink-200 bg-white px-4 pb-4 lg:hidden">
          <div className="flex flex-col gap-1 py-3">
            {items.map((i) => (
              <NavLink key={i.to} to={i.to} end={i.end} className={navLinkClass} onClick={close}>
                {labelOf(i, qc)}
              </NavLink>
            ))}
          </div>
          <div className="border-t border-ink-200 pt-3">{right}</div>
        </div>
      )}
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
      You are offline. Orders and cart changes cannot be sent until the connection is back.
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
        Skip to content
      </a>
      <ScrollToTop />
      <OfflineBanner />
      <NavBar />
      {/* At least a screen tall: while a page (or its data) loads, the footer stays below the fold instead of
          being pushed down when the content arrives (that jump was most of the shop page's layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner label="Loading page" />}>
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
