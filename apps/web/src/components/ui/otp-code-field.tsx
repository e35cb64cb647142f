import { forwardRef, useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react';
import { cn } from './cn';
import { Field, Input } from './field';

export interface OtpCodeFieldProps {
  /** The visible label ("6-digit code"), from the screen's own catalog part. */
  label: string;
  value: string;
  /** Called with digits only: anything else typed or pasted is dropped. */
  onChange: (code: string) => void;
  /** Shown under the field, tied to it by aria-describedby, and the field marked invalid. */
  error?: string;
  className?: string;
}

/**
 * The one-time code texted to a mobile number (login with a mobile number, adding one to an account; issue 27 #1):
 * a labelled 6-digit field with the numeric keypad, `autocomplete="one-time-code"` so the phone offers the code
 * from the SMS, and its error beside it, where the person is looking. Where the browser has the Web OTP API (which
 * reads the text's last line, `@host #code`), the offered code is filled in and the field's form is sent. The ref
 * is the input, for a screen that moves the focus to it.
 */
export const OtpCodeField = forwardRef<HTMLInputElement, OtpCodeFieldProps>(function OtpCodeField({ label, value, onChange, error, className }, ref) {
  const input = useRef<HTMLInputElement>(null);
  // The input is drawn with the field, so it is there whenever the screen uses the ref.
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);

  const offered = useEffectEvent((code: string) => {
    onChange(code);
    // After the screen has drawn the code, so its submit handler sends that code.
    setTimeout(() => input.current?.form?.requestSubmit(), 0);
  });

  // The field is drawn once a code is sent: the browser is asked then, and the request ends with the field.
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((cred) => {
        const got = (cred as unknown as { code?: unknown } | null)?.code;
        if (typeof got === 'string' && got) offered(got);
      })
      .catch(() => undefined); // dismissed or unsupported: the person types the code
    return () => abort.abort();
  }, []);

  return (
    <Field label={label} required error={error}>
      {(p) => (
        <Input
          {...p}
          ref={input}
          name="code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete="one-time-code"
          required
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          className={cn('tracking-widest', className)}
        />
      )}
    </Field>
  );
});
