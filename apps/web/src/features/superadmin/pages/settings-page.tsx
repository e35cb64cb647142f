import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRupees, SETTING_NAMES, type SettingName } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError, messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { PlatformProfileForm } from '../components/platform-profile-form';
import { ReturnClocksForm } from '../components/return-clocks-form';

import { getSettings, saveSettings, settingsKey as KEY } from '../api/platform-details';

const LABELS: Record<SettingName, { label: string; unit: string; hint: string }> = {
  codMaxOrderValue: {
    label: 'Largest cash-on-delivery order',
    unit: '₹',
    hint: 'Per shop order, delivery and fee included. Must stay below ₹2,00,000 (Income-tax Act s.269ST).',
  },
  codFee: { label: 'COD handling fee', unit: '₹', hint: 'Added to every shop order; shown to shoppers as its own line. 0 for none.' },
  commissionRate: { label: 'Default commission', unit: '%', hint: 'What a shop owes Bazaar on its delivered orders, unless set for the shop.' },
  duesGraceDays: { label: 'Days to pay dues', unit: 'days', hint: 'How long a shop has to pay what it owes before it counts as overdue.' },
  duesBlockThreshold: {
    label: 'Overdue amount that pauses a shop',
    unit: '₹',
    hint: 'A shop with overdue dues above this stops taking new orders until it pays.',
  },
  tcsOnCod: {
    label: 'Collect TCS on cash-on-delivery orders',
    unit: '',
    hint: 'CGST s.52 tax collected at source, also when the shop collects the cash. Applies to orders placed from now on.',
  },
  codConfirmAbove: {
    label: 'Ask shoppers to confirm COD orders above',
    unit: '₹',
    hint: 'Orders above this wait for a 6-digit code sent to the shopper before the shop can confirm them. Leave empty to ask no one.',
  },
  codConfirmHours: { label: 'Hours to confirm', unit: 'hours', hint: 'An order not confirmed with its code by then is cancelled and its stock returned.' },
  smsDailyCapPerNumber: {
    label: 'SMS order updates a day to one number',
    unit: 'messages',
    hint: 'More are not sent; you get one email when a number reaches it.',
  },
  smsDailyCapPerAccount: { label: 'SMS order updates a day to one account', unit: 'messages', hint: 'Counted over every number the account used today.' },
  whatsappDailyCapPerNumber: {
    label: 'WhatsApp messages a day to one number',
    unit: 'messages',
    hint: 'More are not sent; you get one email when a number reaches it.',
  },
  whatsappDailyCapPerAccount: { label: 'WhatsApp messages a day to one account', unit: 'messages', hint: 'Counted over every number the account used today.' },
};

const shown = (name: SettingName, v: number | boolean | null) =>
  v === null ? 'off' : typeof v === 'boolean' ? (v ? 'on' : 'off') : LABELS[name].unit === '₹' ? formatRupees(v) : `${v} ${LABELS[name].unit}`;

/** /superadmin/settings — the platform's settings, validated by the server, with the history of changes. */
export default function SettingsPage() {
  usePageTitle('Platform settings');
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getSettings(signal) });
  const [draft, setDraft] = useState<Partial<Record<SettingName, string | boolean>>>({});
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, number | boolean | null>) => saveSettings(body),
    onSuccess: (res) => {
      qc.setQueryData(KEY, res.settings);
      setDraft({});
      setError(null);
      toast.success(res.message);
    },
    onError: (err) => {
      const field = isApiError(err) ? SETTING_NAMES.find((n) => err.message.startsWith(n)) : undefined;
      setError({ field, message: messageOf(err, 'Could not save the settings. Please try again.') });
    },
  });

  if (settings.isPending) return <Spinner label="Loading the settings" />;
  if (settings.isError)
    return (
      <Page>
        <Card className="p-6 text-center" role="alert">
          {messageOf(settings.error, 'Could not load the settings. Please try again.')}
        </Card>
      </Page>
    );
  const s = settings.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, number | boolean | null> = {};
    for (const name of SETTING_NAMES) {
      const v = draft[name];
      if (v === undefined) continue;
      // An empty "confirm above" turns the confirmation off; any other empty field is a mistake the server names.
      body[name] = typeof v === 'boolean' ? v : v.trim() === '' ? (name === 'codConfirmAbove' ? null : Number.NaN) : Number(v);
    }
    if (Object.keys(body).length === 0) {
      setError({ message: 'Change a value first.' });
      return;
    }
    save.mutate(body);
  };

  return (
    <Page>
      <PageHeader title="Platform settings" subtitle="Changes apply to orders placed after you save; every order keeps the values it was placed with." />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <Card className="p-4 sm:p-6">
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Platform settings">
            {SETTING_NAMES.map((name) =>
              name === 'tcsOnCod' ? (
                <label key={name} className="flex items-start gap-3 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={(draft.tcsOnCod as boolean | undefined) ?? s.tcsOnCod}
                    onChange={(e) => setDraft({ ...draft, tcsOnCod: e.target.checked })}
                  />
                  <span>
                    <span className="font-medium">{LABELS.tcsOnCod.label}</span>
                    <span className="block text-xs text-ink-600">{LABELS.tcsOnCod.hint}</span>
                  </span>
                </label>
              ) : (
                <Field
                  key={name}
                  label={`${LABELS[name].label} (${LABELS[name].unit})`}
                  hint={`${LABELS[name].hint} Default ${shown(name, s.defaults[name])}.`}
                  error={error?.field === name ? error.message : undefined}
                >
                  {(p) => (
                    <Input
                      {...p}
                      name={name}
                      inputMode="decimal"
                      value={(draft[name] as string | undefined) ?? (s[name] === null ? '' : String(s[name]))}
                      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                    />
                  )}
                </Field>
              ),
            )}
            {error && !error.field && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error.message}
              </p>
            )}
            {error?.field && (
              <p role="alert" className="sr-only">
                {error.message}
              </p>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </form>
        </Card>
        <section aria-labelledby="history-heading" className="space-y-3">
          <h2 id="history-heading" className="text-lg font-semibold text-ink-900">
            History of changes
          </h2>
          {s.history.length === 0 ? (
            <p className="text-sm text-ink-700">No changes yet: Bazaar runs with the defaults.</p>
          ) : (
            <ol className="space-y-2">
              {s.history.map((h) => (
                <li key={h.version} className="rounded-xl border border-ink-200 bg-white p-3 text-sm">
                  <p className="font-semibold text-ink-900">
                    {new Date(h.effectiveFrom).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })} · {h.changedBy.name}
                  </p>
                  <ul className="mt-1 text-ink-700">
                    {h.changed.map((n) => (
                      <li key={n}>
                        {LABELS[n as SettingName]?.label ?? n}: {shown(n as SettingName, h.settings[n as SettingName])}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
        <PlatformProfileForm />
        <ReturnClocksForm />
      </div>
    </Page>
  );
}
