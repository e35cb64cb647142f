import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRupees, SETTING_NAMES, type SettingName } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError, messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { t, type MessageId } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { PlatformProfileForm } from '../components/platform-profile-form';
import { ReturnClocksForm } from '../components/return-clocks-form';

import { getSettings, saveSettings, settingsKey as KEY } from '../api/platform-details';

type Unit = 'rupees' | 'percent' | 'days' | 'hours' | 'messages' | 'switch';

const LABELS: Record<SettingName, { label: MessageId; unit: Unit; hint: MessageId }> = {
  codMaxOrderValue: { label: 'superadmin.settingCodMax', unit: 'rupees', hint: 'superadmin.settingCodMaxHint' },
  codFee: { label: 'superadmin.settingCodFee', unit: 'rupees', hint: 'superadmin.settingCodFeeHint' },
  commissionRate: { label: 'superadmin.settingCommission', unit: 'percent', hint: 'superadmin.settingCommissionHint' },
  duesGraceDays: { label: 'superadmin.settingDuesDays', unit: 'days', hint: 'superadmin.settingDuesDaysHint' },
  duesBlockThreshold: { label: 'superadmin.settingDuesBlock', unit: 'rupees', hint: 'superadmin.settingDuesBlockHint' },
  tcsOnCod: { label: 'superadmin.settingTcs', unit: 'switch', hint: 'superadmin.settingTcsHint' },
  codConfirmAbove: { label: 'superadmin.settingConfirmAbove', unit: 'rupees', hint: 'superadmin.settingConfirmAboveHint' },
  codConfirmHours: { label: 'superadmin.settingConfirmHours', unit: 'hours', hint: 'superadmin.settingConfirmHoursHint' },
  smsDailyCapPerNumber: { label: 'superadmin.settingSmsNumber', unit: 'messages', hint: 'superadmin.settingCapNumberHint' },
  smsDailyCapPerAccount: { label: 'superadmin.settingSmsAccount', unit: 'messages', hint: 'superadmin.settingCapAccountHint' },
  whatsappDailyCapPerNumber: { label: 'superadmin.settingWhatsappNumber', unit: 'messages', hint: 'superadmin.settingCapNumberHint' },
  whatsappDailyCapPerAccount: { label: 'superadmin.settingWhatsappAccount', unit: 'messages', hint: 'superadmin.settingCapAccountHint' },
};

/** The unit in a field's label: "(₹)", "(days)". */
const UNIT_WORD: Record<Exclude<Unit, 'switch'>, () => string> = {
  rupees: () => '₹',
  percent: () => '%',
  days: () => t('superadmin.settingsUnitDays'),
  hours: () => t('superadmin.settingsUnitHours'),
  messages: () => t('superadmin.settingsUnitMessages'),
};

const unitWord = (name: SettingName) => {
  const unit = LABELS[name].unit;
  return unit === 'switch' ? '' : UNIT_WORD[unit]();
};

const labelOf = (name: string) => (name in LABELS ? t(LABELS[name as SettingName].label) : name);

/** A setting's value as people read it: "₹2,000.00", "7 days", "2.5 %", "off". */
function shownSetting(name: SettingName, v: number | boolean | null): string {
  if (v === null || v === false) return t('superadmin.settingsOff');
  if (v === true) return t('superadmin.settingsOn');
  switch (LABELS[name].unit) {
    case 'rupees':
      return formatRupees(v);
    case 'days':
      return t('superadmin.settingsDays', { count: v });
    case 'hours':
      return t('superadmin.settingsHours', { count: v });
    case 'messages':
      return t('superadmin.settingsMessages', { count: v });
    default:
      return `${v} %`;
  }
}

/** /superadmin/settings — the platform's settings, validated by the server, with the history of changes. */
export default function SettingsPage() {
  usePageTitle(t('superadmin.settingsTitle'));
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getSettings(signal) });
  const [draft, setDraft] = useState<Partial<Record<SettingName, string | boolean>>>({});
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, number | boolean | null>) => saveSettings(body),
    onSuccess: (res) => {
      // The server's sentence is English only (decision 091): say it from the catalog, naming what changed.
      const before = settings.data?.history[0]?.version;
      const latest = res.settings.history[0];
      qc.setQueryData(KEY, res.settings);
      setDraft({});
      setError(null);
      toast.success(
        latest && latest.version !== before
          ? t('superadmin.settingsSaved', { names: latest.changed.map(labelOf).join(', ') })
          : t('superadmin.settingsNothingChanged'),
      );
    },
    onError: (err) => {
      const field = isApiError(err) ? SETTING_NAMES.find((n) => err.message.startsWith(n)) : undefined;
      setError({ field, message: messageOf(err, t('superadmin.settingsSaveFailed')) });
    },
  });

  if (settings.isPending) return <Spinner label={t('superadmin.settingsLoading')} />;
  if (settings.isError)
    return (
      <Page>
        <Card className="p-6 text-center" role="alert">
          {messageOf(settings.error, t('superadmin.settingsLoadFailed'))}
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
      setError({ message: t('superadmin.settingsChangeFirst') });
      return;
    }
    save.mutate(body);
  };

  return (
    <Page>
      <PageHeader title={t('superadmin.settingsTitle')} subtitle={t('superadmin.settingsSubtitle')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <Card className="p-4 sm:p-6">
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('superadmin.settingsTitle')}>
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
                    <span className="font-medium">{t(LABELS.tcsOnCod.label)}</span>
                    <span className="block text-xs text-ink-600">{t(LABELS.tcsOnCod.hint)}</span>
                  </span>
                </label>
              ) : (
                <Field
                  key={name}
                  label={t('superadmin.settingsField', { label: t(LABELS[name].label), unit: unitWord(name) })}
                  hint={t('superadmin.settingsHint', { hint: t(LABELS[name].hint), value: shownSetting(name, s.defaults[name]) })}
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
              {save.isPending ? t('superadmin.settingsSaving') : t('superadmin.settingsSave')}
            </Button>
          </form>
        </Card>
        <section aria-labelledby="history-heading" className="space-y-3">
          <h2 id="history-heading" className="text-lg font-semibold text-ink-900">
            {t('superadmin.settingsHistory')}
          </h2>
          {s.history.length === 0 ? (
            <p className="text-sm text-ink-700">{t('superadmin.settingsNoChanges')}</p>
          ) : (
            <ol className="space-y-2">
              {s.history.map((h) => (
                <li key={h.version} className="rounded-xl border border-ink-200 bg-white p-3 text-sm">
                  <p className="font-semibold text-ink-900">{t('superadmin.settingsWhen', { when: formatDateTime(h.effectiveFrom), who: h.changedBy.name })}</p>
                  <ul className="mt-1 text-ink-700">
                    {h.changed.map((n) => (
                      <li key={n}>
                        {n in LABELS
                          ? t('superadmin.settingsChange', { name: labelOf(n), value: shownSetting(n as SettingName, h.settings[n as SettingName]) })
                          : n}
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
