import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { getReturnSettings, returnSettingsKey as KEY, saveReturnSettings } from '../api/platform-details';

/**
 * The return clocks on the Settings screen (issue 26 #2-#3; decision 092): the hours a shop has to accept or decline
 * a return and the days it has to refund after receiving the items. Each save is a version in force from that
 * moment; a return keeps the deadlines it was given, so the history shows which applied when.
 */
export function ReturnClocksForm() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getReturnSettings(signal) });
  const [decideHours, setDecideHours] = useState<string>();
  const [refundDays, setRefundDays] = useState<string>();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: saveReturnSettings,
    onSuccess: (res) => {
      qc.setQueryData(KEY, res);
      setDecideHours(undefined);
      setRefundDays(undefined);
      setError(undefined);
      toast.success(t('superadmin.clocksSaved'));
    },
    onError: (err) => setError(messageOf(err, t('superadmin.clocksSaveFailed'))),
  });
  if (q.isPending) return <Spinner label={t('superadmin.clocksLoading')} />;
  if (q.isError)
    return (
      <Card className="p-4 sm:p-6" role="alert">
        {messageOf(q.error, t('superadmin.clocksLoadFailed'))}
      </Card>
    );
  const s = q.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = Number(decideHours ?? s.decideHours);
    const days = Number(refundDays ?? s.refundDays);
    if (hours === s.decideHours && days === s.refundDays) return setError(t('superadmin.clocksChangeFirst'));
    if (!Number.isInteger(hours) || hours < 1 || hours > 168) return setError(t('superadmin.clocksHoursRange'));
    if (!Number.isInteger(days) || days < 1 || days > 30) return setError(t('superadmin.clocksDaysRange'));
    setError(undefined);
    save.mutate({ decideHours: hours, refundDays: days });
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="return-clocks">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">{t('superadmin.clocksTitle')}</h2>
        <p className="text-sm text-ink-700">{t('superadmin.clocksInForce', { when: formatDateTime(s.effectiveFrom) })}</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('superadmin.clocksTitle')}>
        <Field label={t('superadmin.clocksHours')} hint={t('superadmin.clocksHoursHint')}>
          {(p) => (
            <Input {...p} inputMode="numeric" className="w-32" value={decideHours ?? String(s.decideHours)} onChange={(e) => setDecideHours(e.target.value)} />
          )}
        </Field>
        <Field label={t('superadmin.clocksDays')} hint={t('superadmin.clocksDaysHint')}>
          {(p) => (
            <Input {...p} inputMode="numeric" className="w-32" value={refundDays ?? String(s.refundDays)} onChange={(e) => setRefundDays(e.target.value)} />
          )}
        </Field>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('superadmin.clocksSaving') : t('superadmin.clocksSave')}
        </Button>
      </form>
      <section aria-labelledby="return-clocks-history" className="space-y-2">
        <h3 id="return-clocks-history" className="text-sm font-semibold text-ink-900">
          {t('superadmin.clocksVersions')}
        </h3>
        <ol className="space-y-1 text-sm text-ink-700">
          {s.history.map((h) => (
            <li key={h.version}>
              {t(h.version === s.version ? 'superadmin.clocksVersionInForce' : 'superadmin.clocksVersion', {
                when: formatDateTime(h.effectiveFrom),
                hours: h.decideHours,
                days: h.refundDays,
              })}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
