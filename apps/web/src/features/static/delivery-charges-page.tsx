import { DELIVERY_CHARGE_PER_SHOP_PAISE, formatRupees } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { TextHero } from './components';
import { t, type MessageId } from '@/i18n/i18n';

const PER_SHOP = formatRupees(DELIVERY_CHARGE_PER_SHOP_PAISE / 100);

/**
 * The rules checkout applies, read from the same constant the server charges with. The spec's policy text
 * (Rs 80/kg express, Rs 100/kg construction) described charges no screen ever made: it is not repeated here
 * (docs/decisions: issue-10 departures).
 */
const RULES: { term: MessageId; value: MessageId; detail: MessageId }[] = [
  { term: 'static.dc.charge', value: 'static.dc.chargeValue', detail: 'static.dc.chargeDetail' },
  { term: 'static.dc.several', value: 'static.dc.severalValue', detail: 'static.dc.severalDetail' },
  { term: 'static.dc.time', value: 'static.dc.timeValue', detail: 'static.dc.timeDetail' },
  { term: 'static.dc.payment', value: 'static.dc.paymentValue', detail: 'static.dc.paymentDetail' },
];

export function DeliveryChargesPage() {
  usePageTitle(t('footer.deliveryCharges'));
  return (
    <Page narrow>
      <TextHero eyebrow={t('static.dc.eyebrow')} title={t('footer.deliveryCharges')}>
        {t('static.dc.intro')}
      </TextHero>
      <dl className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-sm" aria-label={t('static.dc.label')}>
        {RULES.map((r) => (
          <div key={r.term} className="grid gap-1 px-4 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-6">
            <dt className="font-semibold text-ink-900">{t(r.term)}</dt>
            <dd className="space-y-0.5">
              <p className="font-bold text-saffron-800">{t(r.value, { amount: PER_SHOP })}</p>
              <p className="text-sm text-ink-700">{t(r.detail)}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 rounded-2xl border border-accent-200 bg-accent-50 p-5 font-medium text-accent-900">
        {t('static.dc.example', { total: formatRupees((2 * DELIVERY_CHARGE_PER_SHOP_PAISE) / 100) })}
      </p>
    </Page>
  );
}
