import { Link } from 'react-router';
import { usePublicProfile } from '@/lib/public-profile';
import { useGrievanceInfo } from '@/lib/grievance-officer';
import { t, type MessageId } from '@/i18n/i18n';

const footerLinks: Array<{ title: MessageId; links: Array<{ to: string; label: MessageId }> }> = [
  {
    title: 'footer.help',
    links: [
      { to: '/contact#faq', label: 'footer.faq' },
      { to: '/contact', label: 'footer.contactUs' },
      { to: '/delivery-charges', label: 'footer.deliveryCharges' },
      { to: '/shipping-policy', label: 'footer.shipping' },
      { to: '/returns-policy', label: 'footer.returns' },
      { to: '/grievance-redressal', label: 'footer.grievance' },
      { to: '/grievances/new', label: 'footer.complaint' },
    ],
  },
  {
    title: 'nav.bazaar',
    links: [
      { to: '/', label: 'nav.home' },
      { to: '/about', label: 'nav.about' },
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
    ],
  },
  {
    title: 'footer.sell',
    links: [
      { to: '/vendor-onboarding-guide', label: 'footer.vendorGuide' },
      { to: '/ragister-form', label: 'footer.registerShop' },
    ],
  },
];

/** The icon of each network; the links themselves are the platform owner's (none until they are entered). */
const ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  'X (Twitter)': 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 6-7h-2l-5 5-4-5z',
  YouTube:
    'M21 8a3 3 0 0 0-2-2c-2-.5-7-.5-7-.5s-5 0-7 .5a3 3 0 0 0-2 2 31 31 0 0 0 0 8 3 3 0 0 0 2 2c2 .5 7 .5 7 .5s5 0 7-.5a3 3 0 0 0 2-2 31 31 0 0 0 0-8zM10 15V9l5 3z',
};

/** The footer of every page: help, Bazaar and seller links, social links. */
export function Footer() {
  const social = usePublicProfile().data?.social ?? [];
  // The grievance officer on every page (E-Commerce Rules 2020 r.4(4); issue 26 #5).
  const officer = useGrievanceInfo().data?.grievanceOfficer;
  return (
    <footer className="mt-16 bg-ink-900 text-ink-200">
      <div className="h-1 bg-gradient-to-r from-saffron-500 via-marigold-400 to-accent-600" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold text-white">
            Baz<span className="text-saffron-400">aa</span>r
          </p>
          <p className="text-sm text-ink-300">{t('footer.tagline')}</p>
          {social.length > 0 && (
            <ul className="flex gap-3" aria-label={t('footer.social')}>
              {social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.newTab', { label: s.label })}
                    className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-saffron-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-300"
                  >
                    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                      <path d={ICONS[s.label]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footerLinks.map((g) => (
          <div key={g.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{t(g.title)}</h2>
            <ul className="space-y-2">
              {g.links.map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="text-sm text-ink-200 hover:text-saffron-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-300"
                  >
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-ink-300 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
          {officer && (
            <span className="mt-1 block" data-testid="footer-officer">
              {t('footer.officer', { name: officer.name, designation: officer.designation })} ·{' '}
              <a href={`mailto:${officer.email}`} className="underline hover:text-saffron-300">
                {officer.email}
              </a>{' '}
              · {officer.phone}
            </span>
          )}
        </p>
      </div>
    </footer>
  );
}
