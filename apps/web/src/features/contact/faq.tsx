import { Link } from 'react-router';
import { DELIVERY_CHARGE_PER_SHOP_PAISE, formatRupees } from '@bazaar/shared';

const PER_SHOP = formatRupees(DELIVERY_CHARGE_PER_SHOP_PAISE / 100);

/** Questions shoppers and sellers ask, answered with the rules the server applies. */
const FAQS: Array<{ q: string; a: React.ReactNode }> = [
  {
    q: 'How do I pay?',
    a: 'Cash on delivery only: you pay the delivery person when your order arrives. Nothing is charged online.',
  },
  {
    q: 'What does delivery cost?',
    a: (
      <>
        A flat {PER_SHOP} for each shop in your cart, whatever the weight. A cart with items from two shops becomes two orders, one per shop, each with its own
        delivery. See <Link to="/delivery-charges">Delivery Charges</Link>.
      </>
    ),
  },
  {
    q: 'Can I cancel an order?',
    a: (
      <>
        Yes, while it is still Pending: open <Link to="/my-orders">My Orders</Link> and choose Cancel Order. Once the shop has confirmed it, call the shop (its
        number is on the order&rsquo;s page).
      </>
    ),
  },
  {
    q: 'Why can I not add more of a product?',
    a: 'You can order at most what the shop has in stock; the cart tells you how many are left. A product marked Out of stock cannot be ordered until the shop restocks it.',
  },
  {
    q: 'Where is my order?',
    a: (
      <>
        <Link to="/my-orders">My Orders</Link> shows each order&rsquo;s number and status: Pending (the shop has not confirmed it yet), Confirmed (the shop has
        accepted it and will deliver it) and Delivered. The shop calls the mobile number you gave at checkout before delivering.
      </>
    ),
  },
  {
    q: 'I own a shop. How do I sell on Bazaar?',
    a: (
      <>
        Send the <Link to="/ragister-form">shop registration form</Link>; the <Link to="/vendor-onboarding-guide">Vendor Onboarding Guide</Link> lists what we
        check before your shop opens.
      </>
    ),
  },
];

/** The Help & FAQs section of the Contact page (the footer's "Help & FAQs" lands on it: /contact#faq). */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mt-10 scroll-mt-24 space-y-4">
      <h2 id="faq-title" className="text-2xl font-bold text-ink-900">
        Help &amp; FAQs
      </h2>
      <div className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-sm">
        {FAQS.map(({ q, a }) => (
          <details key={q} className="group px-5 py-1 [&_a]:font-semibold [&_a]:text-accent-800 [&_a]:underline [&_a]:underline-offset-2">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {q}
              <span aria-hidden="true" className="text-xl text-ink-500 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-4 text-ink-700">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
