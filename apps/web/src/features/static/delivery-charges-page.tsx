import { usePageTitle } from '../../hooks/use-page-title';
import { Page } from '../../components/ui';
import { TextHero } from './components';

const RATES = [
  { type: 'Standard delivery', charge: 'Rs 60', time: '3–7 business days' },
  { type: 'Express delivery', charge: 'Rs 80 per kg', time: '1–2 days (where available)' },
  { type: 'Orders under 1 kg', charge: 'Minimum Rs 60 per order', time: 'As per delivery type' },
  { type: 'Construction materials', charge: 'Rs 100 per kg', time: '5–10 business days' },
];

export function DeliveryChargesPage() {
  usePageTitle('Delivery Charges');
  return (
    <Page narrow>
      <TextHero eyebrow="Policy" title="Delivery Charges">
        What delivery costs on Bazaar, and how long it takes.
      </TextHero>
      <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Delivery charges and times</caption>
          <thead className="bg-saffron-50 text-ink-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">
                Delivery type
              </th>
              <th scope="col" className="px-4 py-3 font-bold">
                Charge
              </th>
              <th scope="col" className="px-4 py-3 font-bold">
                Delivery time
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {RATES.map((r) => (
              <tr key={r.type}>
                <th scope="row" className="px-4 py-3 font-semibold text-ink-900">
                  {r.type}
                </th>
                <td className="px-4 py-3 text-ink-800">{r.charge}</td>
                <td className="px-4 py-3 text-ink-700">{r.time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-8 list-disc space-y-3 pl-5 leading-relaxed text-ink-700">
        <li>Standard delivery costs Rs 60 and takes 3–7 business days.</li>
        <li>Express delivery costs Rs 80 per kg and takes 1–2 days where available.</li>
        <li>There is a minimum charge of Rs 60 per order under 1 kg.</li>
        <li>Construction materials are charged at Rs 100 per kg and take 5–10 business days.</li>
        <li>When one order has both standard and construction items, their charges are calculated separately.</li>
      </ul>
      <p className="mt-8 rounded-2xl border border-accent-200 bg-accent-50 p-5 font-medium text-accent-900">
        In your cart, delivery is charged at Rs 60 per shop: each shop packs and delivers its own order, so a cart with items from two shops has two deliveries
        of Rs 60 each.
      </p>
    </Page>
  );
}
