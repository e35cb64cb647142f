import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useAuth } from '../lib/auth';
import { logo } from '../assets/art';
import { queryKeys } from '../lib/query-keys';
import { useCartCount } from '../features/cart/api/get-cart-count';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../components/ui/cn';

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
  user: [{ to: '/my-orders', label: 'My Bookings' }],
  admin: [
    { to: '/admin/create-product', label: 'Create Product' },
    { to: '/admin/all-orders', label: 'All Orders' },
    { to: '/admin/products', label: 'My Products' },
  ],
  superadmin: [
    { to: '/superadmin', label: 'Analytics', end: true },
    { to: '/contact-query', label: 'Contact Query' },
    { to: '/shop-query', label: 'Shop Query' },
    { to: '/superadmincrud', label: 'CURD' },
    { to: '/create-shop', label: 'Create Shops' },
  ],
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600',
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

function NavBar() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => setOpen(false), [location.pathname]);

  const items = [...COMMON, ...(user ? (BY_ROLE[user.role] ?? []) : [])];

  async function logout() {
    setLoggingOut(true);
    try {
      await api.post('/api/auth/logout');
      qc.setQueryData(queryKeys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'shops' });
      navigate('/login');
    } catch {
      // DESIGN.md "Messages": the spec reused another screen's text here; this is the correct one.
      window.alert('Failed to logout. Please try again.');
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
        <div className="hidden items-center gap-1 lg:flex">
          {items.map((i) => (
            <NavLink key={i.to} to={i.to} end={i.end} className={navLinkClass}>
              {i.label}
            </NavLink>
          ))}
          <CartLink />
        </div>
        <div className="hidden lg:block">{right}</div>
        <div className="flex items-center gap-1 lg:hidden">
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
                {i.label}
              </NavLink>
            ))}
          </div>
          <div className="border-t border-ink-200 pt-3">{right}</div>
        </div>
      )}
    </header>
  );
}

const footerLinks: Array<{ title: string; links: Array<{ to: string; label: string }> }> = [
  {
    title: 'Help',
    links: [
      { to: '/contact', label: 'Help & FAQs' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/delivery-charges', label: 'Delivery Charges' },
    ],
  },
  {
    title: 'Bazaar',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/terms', label: 'Terms & Conditions' },
    ],
  },
  {
    title: 'Sell with us',
    links: [
      { to: '/vendor-onboarding-guide', label: 'Vendor Onboarding Guide' },
      { to: '/ragister-form', label: 'Register Shop' },
    ],
  },
];

const socials = [
  { href: 'https://www.facebook.com/', label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z' },
  {
    href: 'https://www.instagram.com/',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  { href: 'https://x.com/', label: 'X (Twitter)', path: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 6-7h-2l-5 5-4-5z' },
  {
    href: 'https://www.youtube.com/',
    label: 'YouTube',
    path: 'M21 8a3 3 0 0 0-2-2c-2-.5-7-.5-7-.5s-5 0-7 .5a3 3 0 0 0-2 2 31 31 0 0 0 0 8 3 3 0 0 0 2 2c2 .5 7 .5 7 .5s5 0 7-.5a3 3 0 0 0 2-2 31 31 0 0 0 0-8zM10 15V9l5 3z',
  },
];

function Footer() {
  return (
    <footer className="mt-16 bg-ink-900 text-ink-200">
      <div className="h-1 bg-gradient-to-r from-saffron-500 via-marigold-400 to-accent-600" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold text-white">
            Baz<span className="text-saffron-400">aa</span>r
          </p>
          <p className="text-sm text-ink-300">Your neighbourhood shops, online. Order from local sellers across India and pay cash on delivery.</p>
          <ul className="flex gap-3" aria-label="Bazaar on social media">
            {socials.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} (opens in a new tab)`}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-saffron-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-300"
                >
                  <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerLinks.map((g) => (
          <div key={g.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{g.title}</h2>
            <ul className="space-y-2">
              {g.links.map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="text-sm text-ink-200 hover:text-saffron-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-300"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-ink-300 sm:px-6">
          © {new Date().getFullYear()} Bazaar. Cash on delivery across India. Prices in Indian rupees (₹).
        </p>
      </div>
    </footer>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
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
      <NavBar />
      {/* At least a screen tall: while a page (or its data) loads, the footer stays below the fold instead of
          being pushed down when the content arrives (that jump was most of the shop page's layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
