import { useState, type FormEvent } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useConfirmWithCode, useResendCode } from '../api/cod-confirmation';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/** Whether the shopper still has to give this order's code (issue 13 #5). */
export const awaitingCode = (o: OrderDto) => o.status === 'Pending' && o.codConfirmation?.status === 'awaiting';

/**
 * "Awaiting your confirmation": a COD order above the platform's limit waits for the 6-digit code we sent the
 * shopper (by email, and SMS where the platform has it). The shop cannot confirm it before; unconfirmed by
 * `confirmBy`, it is cancelled by itself. The server checks the code, counts the tries and paces the resends.
 */
export function CodConfirmation({ order }: { order: OrderDto }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmWithCode(order._id);
  const resend = useResendCode(order._id);
  if (!awaitingCode(order)) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/[\s-]/g, ''))) {
      setError(t('orders.cod.enterDigits'));
      return;
    }
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => setError(messageOf(err, t('orders.cod.checkFailed'))),
    });
  };
  const again = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => {
        setError(undefined);
        setCode('');
        toast.success(res.message);
      },
      onError: (err) => toast.error(messageOf(err, t('orders.cod.resendFailed'))),
    });

  return (
    <section aria-labelledby="cod-confirm-title" className="rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-5 shadow-sm" data-testid="cod-confirmation">
      <h2 id="cod-confirm-title" className="text-lg font-bold text-ink-900">
        {t('orders.cod.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        {rich(
          'orders.cod.text',
          {
            email: <strong className="break-all">{order.user.email}</strong>,
            when: <time dateTime={order.codConfirmation!.confirmBy}>{formatDateTime(order.codConfirmation!.confirmBy)}</time>,
          },
          { shop: order.shop.name },
        )}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3" aria-label={t('orders.cod.formLabel')}>
        <Field label={t('orders.cod.code')} error={error} className="w-44">
          {(p) => (
            <Input
              {...p}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="text-center font-mono text-lg tracking-widest"
            />
          )}
        </Field>
        <Button type="submit" loading={confirm.isPending}>
          {t('orders.cod.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={again} loading={resend.isPending}>
          {t('orders.cod.resend')}
        </Button>
      </form>
    </section>
  );
}
