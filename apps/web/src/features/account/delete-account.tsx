import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ERASURE_KEPT } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { askEraseCode, eraseAccount } from './api/erase-account';
import { t } from '@/i18n/i18n';
import { keptText } from './erasure-kept';

/**
 * "Delete my account" (issue 26 #7; decision 085): what is kept and why, a confirmation, and the password (or a code
 * texted to the account's mobile when it has no password). An account with open orders gets a recorded request.
 */
export function DeleteAccount() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(!user?.email && !!user?.mobile);
  const [secret, setSecret] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function sendCode() {
    if (!user?.mobile) return;
    setFailure(null);
    try {
      setNotice((await askEraseCode(user.mobile)).message);
    } catch (err) {
      setFailure(messageOf(err, t('account.delete.codeFailed')));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!confirmed) return setFailure(t('account.delete.tick'));
    if (!secret.trim()) return setFailure(useCode ? t('account.delete.enterCode') : t('account.delete.enterPassword'));
    setBusy(true);
    try {
      const res = await eraseAccount(useCode ? { code: secret.trim() } : { password: secret });
      if (res.status === 'Pending') {
        setNotice(res.message);
        setOpen(false);
      } else {
        await refresh();
        navigate('/account/deleted', { replace: true, state: { message: res.message, kept: res.kept } });
      }
    } catch (err) {
      setFailure(messageOf(err, t('account.delete.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="delete-account" className="mt-6 rounded-2xl border border-red-200 bg-white p-5 text-sm" data-testid="delete-account">
      <h2 id="delete-account" className="text-lg font-semibold text-ink-900">
        {t('account.delete.title')}
      </h2>
      <p className="mt-1 text-ink-700">{t('account.delete.intro')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink-700">
        {ERASURE_KEPT.map((k) => (
          <li key={k}>{keptText(k)}</li>
        ))}
      </ul>
      <p className="mt-2 text-ink-700">{t('account.delete.openOrders')}</p>
      {notice && (
        <p role="status" className="mt-3 rounded-lg border border-green-300 bg-green-50 px-3 py-2 font-medium text-green-800" data-testid="delete-notice">
          {notice}
        </p>
      )}
      {!open ? (
        <Button type="button" variant="danger" className="mt-3" onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={t('account.delete.title')}>
          {useCode ? (
            <>
              <Button type="button" variant="secondary" onClick={() => void sendCode()}>
                {t('account.delete.textCode')}
              </Button>
              <Field label={t('account.delete.code')} required>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={secret}
                    onChange={(e) => setSecret(e.target.value.replace(/\D/g, ''))}
                  />
                )}
              </Field>
            </>
          ) : (
            <Field label={t('account.delete.password')} required>
              {(p) => <Input {...p} type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />}
            </Field>
          )}
          {user?.mobile && (
            <button
              type="button"
              className="font-semibold text-accent-800 underline focus-visible:outline-2 focus-visible:outline-accent-600"
              onClick={() => {
                setUseCode(!useCode);
                setSecret('');
              }}
            >
              {useCode ? t('account.delete.usePassword') : t('account.delete.useCode')}
            </button>
          )}
          <label className="flex items-start gap-3 text-ink-800">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              className="mt-0.5 size-4 rounded border-ink-400 accent-red-700 focus-visible:ring-2 focus-visible:ring-accent-600"
            />
            <span>{t('account.delete.understand')}</span>
          </label>
          {failure && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700" data-testid="delete-error">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" loading={busy}>
              {t('account.delete.title')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('account.delete.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
