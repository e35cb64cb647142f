import { DELIVERY_CHARGE_PER_SHOP_PAISE, formatRupees } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { TextHero } from './components';

const PER_SHOP = formatRupees(DELIVERY_CHARGE_PER_SHOP_PAISE / 100);

/**
 * The rules checkout applies, read from the same constant the server charges with. The spec's policy text
 * (Rs 80/kg express, Rs 100/kg construction) described charges no screen ever made: it is not repeated here
 * (docs/decisions: issue-10 departures).
 */
const RULES = [
  { term: 'Delivery charge', value: `${PER_SHOP} per shop`, detail: 'A flat charge for each shop in your order, whatever the weight.' },
  { term: 'Several shops in one cart', value: `${PER_SHOP} × number of shops`, detail: 'Each shop packs and delivers its own order.' },
  { term: 'Delivery time', value: '3–7 business days', detail: 'Construction materials: 5–10 business days.' },
  { term: 'Payment', value: 'Cash on delivery', detail: 'Pay each shop’s delivery person for that shop’s order.' },
];

export function DeliveryChargesPage() {
  usePageTitle('Delivery Charges');
  return (
    <Page narrow>
      <TextHero eyebrow="Policy" title="Delivery Charges">
        What delivery costs on Bazaar, and how long it takes.
      </TextHero>
      <dl className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-sm" aria-label="Delivery charges and times">
        {RULES.map((r) => (
          <div key={r.term} className="grid gap-1 px-4 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-6">
            <dt className="font-semibold text-ink-900">{r.term}</dt>
            <dd className="space-y-0.5">
              <p className="font-bold text-saffron-800">{r.value}</p>
              <p className="text-sm text-ink-700">{r.detail}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 rounded-2xl border border-accent-200 bg-accent-50 p-5 font-medium text-accent-900">
        Example: a cart with items from two shops has two deliveries of Rs 60 per shop, so {formatRupees((2 * DELIVERY_CHARGE_PER_SHOP_PAISE) / 100)} in
        delivery charges. Your cart and checkout show the same figure, shop by shop, before you order.
      </p>
    </Page>
  );
}
