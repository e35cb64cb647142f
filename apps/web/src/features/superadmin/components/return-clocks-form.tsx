import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
      toast.success('Return clocks saved: they apply to returns from now on');
    },
    onError: (err) => setError(messageOf(err, 'Could not save the return clocks. Please try again.')),
  });
  if (q.isPending) return <Spinner label="Loading the return clocks" />;
  if (q.isError)
    return (
      <Card className="p-4 sm:p-6" role="alert">
        {messageOf(q.error, 'Could not load the return clocks. Please try again.')}
      </Card>
    );
  const s = q.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = Number(decideHours ?? s.decideHours);
    const days = Number(refundDays ?? s.refundDays);
    if (hours === s.decideHours && days === s.refundDays) return setError('Change a value first.');
    if (!Number.isInteger(hours) || hours < 1 || hours > 168) return setError('Hours to decide must be a whole number from 1 to 168');
    if (!Number.isInteger(days) || days < 1 || days > 30) return setError('Days to refund must be a whole number from 1 to 30');
    setError(undefined);
    save.mutate({ decideHours: hours, refundDays: days });
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="return-clocks">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">Return clocks</h2>
        <p className="text-sm text-ink-700">
          In force since {formatDateTime(s.effectiveFrom)}. A return keeps the deadlines it was given; a change applies to requests made and items received
          after you save.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Return clocks">
        <Field label="Hours a shop has to accept or decline a return" hint="1 to 168. Past it, the request goes to you (Returns → Not decided in time).">
          {(p) => (
            <Input {...p} inputMode="numeric" className="w-32" value={decideHours ?? String(s.decideHours)} onChange={(e) => setDecideHours(e.target.value)} />
          )}
        </Field>
        <Field label="Days a shop has to refund after receiving the items" hint="1 to 30. Past it, the refund is flagged overdue and you get one email.">
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
          {save.isPending ? 'Saving…' : 'Save return clocks'}
        </Button>
      </form>
      <section aria-labelledby="return-clocks-history" className="space-y-2">
        <h3 id="return-clocks-history" className="text-sm font-semibold text-ink-900">
          Versions
        </h3>
        <ol className="space-y-1 text-sm text-ink-700">
          {s.history.map((h) => (
            <li key={h.version}>
              From {formatDateTime(h.effectiveFrom)}: {h.decideHours} hours to decide, {h.refundDays} days to refund
              {h.version === s.version ? ' (in force)' : ''}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
