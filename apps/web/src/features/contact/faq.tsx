import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DELIVERY_CHARGE_PER_SHOP_PAISE, formatRupees } from '@bazaar/shared';
import { t, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

const PER_SHOP = formatRupees(DELIVERY_CHARGE_PER_SHOP_PAISE / 100);

/** Questions shoppers and sellers ask, answered with the rules the server applies; `q` is a catalog key. */
const FAQS: Array<{ q: MessageId; a: () => ReactNode }> = [
  { q: 'contact.faq.payQ', a: () => t('contact.faq.payA') },
  {
    q: 'contact.faq.deliveryQ',
    a: () => rich('contact.faq.deliveryA', { link: <Link to="/delivery-charges">{t('footer.deliveryCharges')}</Link> }, { charge: PER_SHOP }),
  },
  {
    q: 'contact.faq.cancelQ',
    a: () => rich('contact.faq.cancelA', { myOrders: <Link to="/my-orders">{t('nav.myOrders')}</Link> }),
  },
  { q: 'contact.faq.moreQ', a: () => t('contact.faq.moreA') },
  {
    q: 'contact.faq.whereQ',
    a: () => rich('contact.faq.whereA', { myOrders: <Link to="/my-orders">{t('nav.myOrders')}</Link> }),
  },
  {
    q: 'contact.faq.sellQ',
    a: () =>
      rich('contact.faq.sellA', {
        form: <Link to="/ragister-form">{t('contact.faq.sellForm')}</Link>,
        guide: <Link to="/vendor-onboarding-guide">{t('footer.vendorGuide')}</Link>,
      }),
  },
];

/** The Help & FAQs section of the Contact page (the footer's "Help & FAQs" lands on it: /contact#faq). */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mt-10 scroll-mt-24 space-y-4">
      <h2 id="faq-title" className="text-2xl font-bold text-ink-900">
        {t('footer.faq')}
      </h2>
      <div className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-sm">
        {FAQS.map(({ q, a }) => (
          <details key={q} className="group px-5 py-1 [&_a]:font-semibold [&_a]:text-accent-800 [&_a]:underline [&_a]:underline-offset-2">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {t(q)}
              <span aria-hidden="true" className="text-xl text-ink-500 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-4 text-ink-700">{a()}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
