import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toE164 } from '@bazaar/shared';
import { isApiError, messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { askMobileCode, confirmMobile } from './api/mobile';
import { notificationsKey } from './api/notifications';

/** "+91 98765 43210" for an Indian number; another country's number as it is stored (E.164). */
export function formatMobile(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** A number is never broken across lines. */
const Phone = ({ e164 }: { e164: string }) => <span className="whitespace-nowrap">{formatMobile(e164)}</span>;

const linkButton = 'font-semibold text-saffron-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600';

/**
 * Adding or changing the account's confirmed mobile number (issue 27 #1, decision 086 addendum 3): the number, then
 * the 6-digit code texted to it (POST /api/account/mobile, then /verify). An account made with an email gets its
 * SMS and WhatsApp choices once the number is confirmed. The code field is the login's (`OtpCodeField`, which takes
 * the Web OTP API's offer where the browser has one). Each refusal is shown beside the field it is about: the
 * number (not valid, too many codes, used by another account) or the code (wrong, expired, too many tries).
 */
export function MobileNumber() {
  const { user, refresh } = useAuth();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  // The next field takes the focus, so a keyboard or screen-reader user lands where the next step is.
  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  if (!user) return null;
  const current = user.mobile ?? null;
  const open = editing || !current;

  async function send(e?: FormEvent) {
    e?.preventDefault();
    setConfirmed(null);
    setCodeError(undefined);
    const e164 = toE164(sentTo ?? phone);
    if (!e164) {
      setPhoneError(t('auth.mobileInvalid'));
      phoneRef.current?.focus();
      return;
    }
    if (e164 === current) {
      setPhoneError(t('account.mobile.same'));
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(undefined);
    setBusy(true);
    try {
      await askMobileCode({ phone: e164 });
      setSentTo(e164);
      setCode('');
    } catch (err) {
      const message = messageOf(err, t('auth.codeNotSent'));
      // A new code refused while the code field is shown (sent a moment ago, too many codes): said beside that field.
      if (sentTo) setCodeError(message);
      else setPhoneError(message);
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('account.mobile.codeDigits'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    try {
      await confirmMobile({ phone: sentTo, code });
      setConfirmed(sentTo);
      setSentTo(null);
      setPhone('');
      setCode('');
      setEditing(false);
      // The session's user now has the number: the SMS and WhatsApp choices appear below.
      await Promise.all([refresh(), qc.invalidateQueries({ queryKey: notificationsKey })]);
    } catch (err) {
      const message = messageOf(err, t('account.mobile.confirmFailed'));
      if (isApiError(err) && err.status === 409) {
        // Another account has this number: back to the number, with the reason beside it.
        setSentTo(null);
        setPhoneError(message);
        setTimeout(() => phoneRef.current?.focus(), 0);
      } else {
        setCodeError(message);
        codeRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  const restart = () => {
    setSentTo(null);
    setCode('');
    setCodeError(undefined);
    setTimeout(() => phoneRef.current?.focus(), 0);
  };

  return (
    <Card className="space-y-3 p-4 sm:p-6" data-testid="mobile-number">
      <h2 id="mobile-number" className="text-lg font-semibold text-ink-900">
        {t('account.mobile.title')}
      </h2>
      {confirmed && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {rich('account.mobile.confirmed', { number: <Phone e164={confirmed} /> })}
        </p>
      )}
      {current ? (
        <p className="text-sm text-ink-800" data-testid="mobile-current">
          {rich('account.mobile.current', { number: <Phone e164={current} /> })}
        </p>
      ) : (
        <p className="text-sm text-ink-700">{t('account.mobile.none')}</p>
      )}
      {!open ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setEditing(true);
            setConfirmed(null);
            setTimeout(() => phoneRef.current?.focus(), 0);
          }}
        >
          {t('account.mobile.change')}
        </Button>
      ) : !sentTo ? (
        <form onSubmit={send} noValidate className="space-y-3">
          <Field label={current ? t('account.mobile.newNumber') : t('auth.mobileNumber')} required error={phoneError} hint={t('auth.smsHint')}>
            {(p) => (
              <Input
                {...p}
                ref={phoneRef}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                placeholder="98765 43210"
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={busy}>
              {t('auth.sendCode')}
            </Button>
            {current && (
              <button
                type="button"
                className={linkButton}
                onClick={() => {
                  setEditing(false);
                  setPhone('');
                  setPhoneError(undefined);
                }}
              >
                {t('account.mobile.keep')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="space-y-3">
          <p role="status" className="text-sm text-ink-800">
            {rich('account.mobile.sent', { number: <Phone e164={sentTo} /> })}
          </p>
          <OtpCodeField ref={codeRef} label={t('auth.code')} value={code} onChange={setCode} error={codeError} className="max-w-40" />
          <Button type="submit" loading={busy}>
            {t('account.mobile.confirm')}
          </Button>
          <div className="flex flex-wrap justify-between gap-3 text-sm">
            <button type="button" className={linkButton} onClick={restart}>
              {t('auth.changeNumber')}
            </button>
            <button type="button" className={linkButton} onClick={() => void send()}>
              {t('auth.newCode')}
            </button>
          </div>
        </form>
      )}
    </Card>
  );
}
