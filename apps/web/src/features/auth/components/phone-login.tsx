import { useRef, useState, type FormEvent } from 'react';
import { toE164 } from '@bazaar/shared';
import { isApiError, messageOf } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { askLoginCode, logInWithCode } from '../api/auth';
import { AgreeCheckbox } from './agree-checkbox';
import { t } from '@/i18n/i18n';

/**
 * The server's answer when a correct code belongs to a number with no account yet (modules/auth/otp.service.ts):
 * `details.field` is `name`, in whatever language the message is.
 */
const needsName = (err: unknown) => isApiError(err) && (err.details as { field?: unknown } | undefined)?.field === 'name';

/**
 * Logging in with a mobile number (issue 27 #1, decision 078): the number, then the 6-digit code texted to it
 * (`OtpCodeField`: the phone's offer of the code, and the Web OTP API where the browser has it). A wrong or expired
 * code is said beside the code field. A number with no account is asked for a name, and the same code creates the
 * account.
 */
export function PhoneLogin({ onLoggedIn, register = false }: { onLoggedIn: () => Promise<void>; register?: boolean }) {
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [askName, setAskName] = useState(register);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    setFailure(null);
    const e164 = toE164(phone);
    if (!e164) {
      setPhoneError(t('auth.mobileInvalid'));
      return;
    }
    setPhoneError(undefined);
    setBusy(true);
    try {
      const res = await askLoginCode({ phone: e164 });
      setSentTo(e164);
      setNotice(res.message);
    } catch (err) {
      setFailure(messageOf(err, t('auth.codeNotSent')));
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!sentTo) return;
    setFailure(null);
    setCodeError(undefined);
    // A new account records consent to the privacy notice (issue 26 #7; decision 085).
    if (askName && name.trim() && !consent) {
      setFailure(t('auth.consentNeeded'));
      return;
    }
    setBusy(true);
    try {
      await logInWithCode({ phone: sentTo, code: code.trim(), ...(askName && name.trim() ? { name: name.trim(), privacyConsent: true } : {}) });
      await onLoggedIn();
    } catch (err) {
      const message = messageOf(err, t('auth.loginFailed'));
      if (needsName(err)) {
        setAskName(true);
        setFailure(message);
      } else if (isApiError(err) && err.status === 400) {
        // The code is wrong, expired or has had too many tries: said beside it, where the person typed it.
        setCodeError(message);
        codeRef.current?.focus();
      } else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  if (!sentTo)
    return (
      <form onSubmit={send} noValidate className="space-y-4" data-testid="phone-login">
        <Field label={t('auth.mobileNumber')} required error={phoneError} hint={t('auth.smsHint')}>
          {(p) => (
            <Input
              {...p}
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
        {failure && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="login-error">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t('auth.sendCode')}
        </Button>
      </form>
    );

  return (
    <form onSubmit={verify} noValidate className="space-y-4" data-testid="phone-code">
      {notice && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {notice} <span className="whitespace-nowrap">({sentTo})</span>
        </p>
      )}
      <OtpCodeField ref={codeRef} label={t('auth.code')} value={code} onChange={setCode} error={codeError} />
      {askName && (
        <Field label={t('auth.yourName')} required hint={t('auth.nameHint')}>
          {(p) => <Input {...p} autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
      )}
      {askName && <AgreeCheckbox to="/privacy" document={t('auth.privacyNotice')} checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
      {failure && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700" data-testid="login-error">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {askName ? t('auth.createAndLogIn') : t('auth.logIn')}
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="font-semibold text-saffron-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setCodeError(undefined);
            setFailure(null);
          }}
        >
          {t('auth.changeNumber')}
        </button>
        <button
          type="button"
          className="font-semibold text-saffron-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
          onClick={() => void send()}
        >
          {t('auth.newCode')}
        </button>
      </div>
    </form>
  );
}
