import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_METHODS, recordPaymentBody, type LedgerEntryDto, type PaymentMethod } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadButton } from '@/components/ui/download-button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, Td, Th, Tr } from '@/components/ui/table';
import { platformCsvPath, usePlatformOverview, useRecordPayment, useReverseEntry, useShopLedger } from '../api/ledger';
import { dayOf, EntriesTable, LedgerSummary } from '../ledger-view';
import { PaymentsToConfirm } from '../reported-payments-review';
import { METHOD_LABEL } from '../pay-bazaar';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

const todayIst = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

/** /superadmin/ledger — every shop's balance and oldest due; `?shop=` one shop's account, a payment form and reversals. */
export default function PlatformLedgerPage() {
  usePageTitle(t('ledger.platformTitle'));
  const [params, setParams] = useSearchParams();
  const shopId = params.get('shop') ?? undefined;
  return shopId ? <ShopAccount shopId={shopId} onBack={() => setParams({})} /> : <Overview onOpen={(id) => setParams({ shop: id })} />;
}

function Overview({ onOpen }: { onOpen: (shopId: string) => void }) {
  const overview = usePlatformOverview(1);
  const o = overview.data;
  return (
    <Page>
      <PageHeader
        title={t('ledger.platformTitle')}
        subtitle={t('ledger.platformSubtitle')}
        actions={
          <DownloadButton href={platformCsvPath()} fileName="Bazaar_ledger_all_shops.csv" errorMessage={t('ledger.downloadFailed')}>
            {t('ledger.downloadCsv')}
            <span className="sr-only">{t('ledger.ofEveryShop')}</span>
          </DownloadButton>
        }
      />
      {overview.isPending ? (
        <Spinner label={t('ledger.loadingBalances')} />
      ) : overview.isError ? (
        <Card className="p-6 text-center" role="alert">
          {messageOf(overview.error, t('ledger.balancesFailed'))}
        </Card>
      ) : (
        <div className="space-y-4">
          <PaymentsToConfirm />
          <p className="text-ink-800">{rich('ledger.allOwe', { amount: <strong className="tabular-nums">{formatRupees(o!.balance)}</strong> })}</p>
          <DataTable label={t('ledger.balancesLabel')} minWidth="44rem" stackOnPhone>
            <thead>
              <tr>
                <Th>{t('ledger.shop')}</Th>
                <Th className="text-right">{t('ledger.balance')}</Th>
                <Th className="text-right">{t('ledger.overdue')}</Th>
                <Th>{t('ledger.oldestDue')}</Th>
                <Th>{t('ledger.orders')}</Th>
                <Th>{t('ledger.accountCol')}</Th>
              </tr>
            </thead>
            <tbody>
              {o!.shops.map((s) => (
                <Tr key={s.shopId}>
                  <Td className="font-medium" data-label={t('ledger.shop')}>
                    {s.shopName}
                    {!s.active && <span className="ml-2 text-xs text-ink-600">{t('ledger.deactivated')}</span>}
                  </Td>
                  <Td className="text-right tabular-nums" data-label={t('ledger.balance')}>
                    {formatRupees(s.balance)}
                  </Td>
                  <Td
                    className={s.overdue > 0 ? 'text-right font-semibold text-red-800 tabular-nums' : 'text-right tabular-nums'}
                    data-label={t('ledger.overdue')}
                  >
                    {formatRupees(s.overdue)}
                  </Td>
                  <Td data-label={t('ledger.oldestDue')}>{s.oldestUnpaidDue ? dayOf(s.oldestUnpaidDue) : '—'}</Td>
                  <Td data-label={t('ledger.orders')}>
                    {s.blocked ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t('ledger.blocked')}</span>
                    ) : (
                      t('ledger.taking')
                    )}
                  </Td>
                  <Td>
                    <Button size="sm" variant="outline" onClick={() => onOpen(s.shopId)}>
                      {t('ledger.open')}
                      <span className="sr-only"> {s.shopName}</span>
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </Page>
  );
}

function ShopAccount({ shopId, onBack }: { shopId: string; onBack: () => void }) {
  const [page, setPage] = useState(1);
  const ledger = useShopLedger(shopId, page);
  const [reversing, setReversing] = useState<LedgerEntryDto | null>(null);
  const l = ledger.data;
  return (
    <Page>
      <PageHeader
        title={l ? t('ledger.shopAccountNamed', { shop: l.shop.name }) : t('ledger.shopAccount')}
        subtitle={t('ledger.shopAccountSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={onBack}>
              {t('ledger.allShops')}
            </Button>
            <DownloadButton href={platformCsvPath(shopId)} fileName="Bazaar_ledger.csv" errorMessage={t('ledger.downloadFailed')}>
              {t('ledger.downloadCsv')}
            </DownloadButton>
          </div>
        }
      />
      {ledger.isPending ? (
        <Spinner label={t('ledger.loadingAccount')} />
      ) : ledger.isError ? (
        <Card className="p-6 text-center" role="alert">
          {messageOf(ledger.error, t('ledger.accountFailed'))}
        </Card>
      ) : (
        <div className="space-y-8">
          <LedgerSummary l={l!} owner={false} />
          <PaymentForm shopId={shopId} shopName={l!.shop.name} />
          <section aria-labelledby="entries-heading">
            <h2 id="entries-heading" className="mb-2 text-lg font-semibold text-ink-900">
              {t('ledger.entries')}
            </h2>
            <EntriesTable
              entries={l!.entries}
              onPage={setPage}
              action={(e) =>
                e.kind === 'reversal' || e.reversedById ? null : (
                  <Button size="sm" variant="ghost" onClick={() => setReversing(e)}>
                    {t('ledger.reverse')}
                    <span className="sr-only"> {t('ledger.entryOf', { entry: e.label, amount: formatRupees(e.amount) })}</span>
                  </Button>
                )
              }
            />
          </section>
        </div>
      )}
      <ReverseDialog entry={reversing} onClose={() => setReversing(null)} />
    </Page>
  );
}

function PaymentForm({ shopId, shopName }: { shopId: string; shopName: string }) {
  const record = useRecordPayment();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(todayIst());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const parsed = recordPaymentBody.safeParse({ amount: amount.trim() === '' ? undefined : Number(amount), method, reference, date });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    try {
      const res = await record.mutateAsync({ shopId, key, ...parsed.data });
      toast.success(res.message);
      setAmount('');
      setReference('');
      setKey(crypto.randomUUID());
    } catch (err) {
      setErrors({ form: messageOf(err, t('ledger.recordFailed')) });
    }
  }

  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
      <h2 id="payment-heading" className="mb-3 text-lg font-semibold text-ink-900">
        {t('ledger.recordFrom', { shop: shopName })}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('ledger.recordLabel')}>
        <Field label={t('ledger.amountRupees')} required error={errors.amount}>
          {(p) => <Input {...p} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label={t('ledger.method')} required error={errors.method}>
          {(p) => (
            <Select {...p} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(METHOD_LABEL[m])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ledger.referenceShort')} error={errors.reference} hint={t('ledger.referenceShortHint')}>
          {(p) => <Input {...p} value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={t('ledger.dateReceived')} required error={errors.date}>
          {(p) => <Input {...p} type="date" value={date} max={todayIst()} onChange={(e) => setDate(e.target.value)} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={record.isPending} className="w-full">
            {record.isPending ? t('ledger.recording') : t('ledger.record')}
          </Button>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 sm:col-span-2 lg:col-span-5">
            {errors.form}
          </p>
        )}
      </form>
    </section>
  );
}

function ReverseDialog({ entry, onClose }: { entry: LedgerEntryDto | null; onClose: () => void }) {
  const reverse = useReverseEntry();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (!entry) return;
    setError(null);
    try {
      const res = await reverse.mutateAsync({ entryId: entry._id, reason });
      toast.success(res.message);
      setReason('');
      onClose();
    } catch (err) {
      setError(messageOf(err, t('ledger.reverseFailed')));
    }
  }
  return (
    <Modal open={!!entry} title={t('ledger.reverseTitle')} onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      {entry && (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('ledger.reverseTitle')}>
          <p className="text-sm text-ink-800">
            {t('ledger.reverseText', { entry: entry.label, amount: formatRupees(entry.amount), opposite: formatRupees(-entry.amount) })}
          </p>
          <Field label={t('ledger.reason')} required error={error ?? undefined}>
            {(p) => <Textarea {...p} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('ledger.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={reverse.isPending}>
              {t('ledger.reverseEntry')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
