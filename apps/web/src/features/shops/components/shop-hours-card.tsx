import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursLike, WeekDay } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n/i18n';
import { getShopHours, saveShopHours, shopHoursKey as KEY } from '../api/shop-hours';

const DAYS: WeekDay[] = [1, 2, 3, 4, 5, 6, 7];
const DAY_KEYS = ['admin.day1', 'admin.day2', 'admin.day3', 'admin.day4', 'admin.day5', 'admin.day6', 'admin.day7'] as const;
type Row = { open: boolean; from: string; to: string };
const rowsOf = (hours: HoursLike): Record<WeekDay, Row> =>
  Object.fromEntries(
    DAYS.map((d) => {
      const h = hours.find((x) => x.day === d);
      return [d, { open: !!h, from: h?.open ?? '09:00', to: h?.close ?? '21:00' }];
    }),
  ) as Record<WeekDay, Row>;

/**
 * The owner's opening hours (India's time, one opening a day) and the email buyers on ONDC are given (issue 29 #7,
 * #3). The shop page reads the hours ("Open now", "Opens at 9:00"); the server checks them again.
 */
export function ShopHoursCard() {
  const qc = useQueryClient();
  const data = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getShopHours(signal) });
  const [rows, setRows] = useState<Record<WeekDay, Row> | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveShopHours,
    onSuccess: (res) => {
      qc.setQueryData(KEY, { hours: res.hours, contactEmail: res.contactEmail });
      setRows(null);
      setEmail(null);
      setError(null);
      toast.success(t('admin.hoursSaved'));
    },
    onError: (err) => setError(messageOf(err, t('admin.hoursSaveFailed'))),
  });

  if (data.isPending) return <Spinner label={t('admin.hoursLoading')} />;
  if (data.isError)
    return (
      <Card className="p-6 text-center" role="alert">
        {messageOf(data.error, t('admin.hoursLoadFailed'))}
      </Card>
    );
  const current = rows ?? rowsOf(data.data.hours);
  const set = (d: WeekDay, patch: Partial<Row>) => setRows({ ...current, [d]: { ...current[d], ...patch } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = DAYS.filter((d) => current[d].open).map((d) => ({ day: d, open: current[d].from, close: current[d].to }));
    const contact = (email ?? data.data.contactEmail ?? '').trim();
    save.mutate({ hours, contactEmail: contact || null });
  };

  return (
    <Card className="max-w-xl space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-ink-900">{t('admin.hoursTitle')}</h2>
      <p className="text-sm text-ink-600">{t('admin.hoursHint')}</p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('admin.hoursTitle')}>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('admin.hoursTitle')}</legend>
          {DAYS.map((d) => {
            const r = current[d];
            const day = t(DAY_KEYS[d - 1]!);
            return (
              <div key={d} className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[7.5rem_1fr_1fr]" data-testid={`hours-day-${d}`}>
                <label className="col-span-2 flex items-center gap-2 font-medium text-ink-900 sm:col-span-1">
                  <input type="checkbox" className="h-4 w-4 accent-accent-700" checked={r.open} onChange={(e) => set(d, { open: e.target.checked })} />
                  {day}
                </label>
                <Input
                  type="time"
                  className="min-w-0"
                  aria-label={t('admin.opensAt', { day })}
                  value={r.from}
                  disabled={!r.open}
                  onChange={(e) => set(d, { from: e.target.value })}
                />
                <Input
                  type="time"
                  className="min-w-0"
                  aria-label={t('admin.closesAt', { day })}
                  value={r.to}
                  disabled={!r.open}
                  onChange={(e) => set(d, { to: e.target.value })}
                />
              </div>
            );
          })}
        </fieldset>
        <Field label={t('admin.contactEmail')} hint={t('admin.contactEmailHint')} error={error ?? undefined}>
          {(p) => (
            <Input
              {...p}
              type="email"
              name="contactEmail"
              autoComplete="email"
              value={email ?? data.data.contactEmail ?? ''}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : t('admin.saveHours')}
        </Button>
      </form>
    </Card>
  );
}
