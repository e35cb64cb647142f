import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { messageOf } from '@/lib/api';
import { t } from '@/i18n/i18n';
import { useEraseOndcBuyer } from '../api/erasure-requests';

/**
 * Erasing a person who ordered through an ONDC buyer app and has no Bazaar account (decision 110): the platform
 * owner gives the email or the mobile number their orders show; the server says what it erased, or why not.
 */
export function OndcBuyerErasureForm() {
  const erase = useEraseOndcBuyer();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setResult(null);
    erase.mutate(
      { email, phone },
      {
        onSuccess: (r) => {
          setResult({ ok: true, text: t('superadmin.ondcBuyerErased', { count: r.orders }) });
          setEmail('');
          setPhone('');
        },
        onError: (err) => setResult({ ok: false, text: messageOf(err, t('superadmin.eraseFailed')) }),
      },
    );
  };

  return (
    <section aria-labelledby="ondc-buyer-erasure-title" className="mt-8 rounded-xl border border-ink-200 bg-white p-4 shadow-sm">
      <h2 id="ondc-buyer-erasure-title" className="font-display text-lg font-bold text-ink-900">
        {t('superadmin.ondcBuyerTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('superadmin.ondcBuyerHint')}</p>
      <form onSubmit={submit} aria-labelledby="ondc-buyer-erasure-title" className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t('superadmin.ondcBuyerEmail')}>
          {(p) => <Input {...p} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <Field label={t('superadmin.ondcBuyerPhone')}>
          {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" variant="danger" loading={erase.isPending}>
            {t('superadmin.ondcBuyerErase')}
          </Button>
        </div>
      </form>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`mt-3 text-sm font-medium ${result.ok ? 'text-green-800' : 'text-red-700'}`}>
          {result.text}
        </p>
      )}
    </section>
  );
}
