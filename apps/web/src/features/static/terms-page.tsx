import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { Section, TextHero } from './components';

const SECTIONS: Array<{ id: string; title: string; body: string }> = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: 'You must be at least 18 years old to register as a seller on Bazaar. By registering you confirm that you can enter into a binding contract under Indian law.',
  },
  {
    id: 'registration',
    title: 'Account and Shop Registration',
    body: 'Give accurate details when you register your account and your shop, including your PAN and, where you have one, your GST number. You are responsible for keeping your login details safe and for everything done with your account.',
  },
  {
    id: 'listing',
    title: 'Listing Products',
    body: 'List only products you are allowed to sell, with honest names, descriptions, prices in rupees, units and clear images (at most 500kb each). Keep stock up to date so that shoppers do not order what you cannot deliver.',
  },
  {
    id: 'payments',
    title: 'Payments (Offline)',
    body: 'All orders on Bazaar are cash on delivery. Payment is collected offline when the order is delivered; Bazaar does not take online payments on your behalf.',
  },
  {
    id: 'commission',
    title: 'Commission (if applicable)',
    body: 'Bazaar may charge a commission or service fee on orders. Any such fee will be told to you in advance and will apply only to orders placed after the notice.',
  },
  {
    id: 'conduct',
    title: 'Seller Conduct',
    body: 'Confirm, deliver or cancel orders promptly, treat shoppers fairly and respectfully, and never ask a shopper for more than the amount shown on the order.',
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    body: 'You keep the rights to your own content. Do not upload images, brand names or text that belong to someone else without permission. Bazaar may remove listings that infringe the rights of others.',
  },
  {
    id: 'platform-rights',
    title: 'Platform Rights',
    body: 'Bazaar may review, suspend or remove listings and shops that break these terms or the law, and may change or pause the service for maintenance.',
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: 'Sellers are responsible for the quality, safety and legality of the products they sell. Bazaar provides the marketplace and is not the seller of the products listed.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: "We use your personal details only to run the marketplace. A shopper's delivery address is shown to a seller only once the seller confirms the order.",
  },
  {
    id: 'termination',
    title: 'Termination',
    body: 'You may close your shop at any time after completing your open orders. Bazaar may close accounts that break these terms, after notice where the law requires it.',
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: 'We may update these terms from time to time. We will tell registered sellers about important changes before they take effect.',
  },
  { id: 'contact', title: 'Contact', body: '' },
];

export function TermsPage() {
  usePageTitle('Terms & Conditions');
  return (
    <Page narrow>
      <TextHero eyebrow="Sellers and shoppers" title="Terms & Conditions">
        Please read these terms before you register a shop or place an order on Bazaar.
      </TextHero>
      <nav aria-label="Sections" className="mb-10 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
        <h2 className="mb-3 font-bold text-ink-900">On this page</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-accent-700 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8">
        {SECTIONS.map((s, i) => (
          <Section key={s.id} id={s.id} title={s.title} number={i + 1}>
            {s.id === 'contact' ? (
              <p>
                Questions about these terms? Write to us through the{' '}
                <Link to="/contact" className="font-semibold text-saffron-800 underline">
                  Contact page
                </Link>
                . Support is available 24x7.
              </p>
            ) : (
              <p>{s.body}</p>
            )}
          </Section>
        ))}
      </div>
    </Page>
  );
}
