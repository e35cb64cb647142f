// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { OtpCodeField } from './otp-code-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen holding the code, as the login and the mobile-number card do; `sent` records each submitted code. */
function CodeForm({ error, sent }: { error?: string; sent: string[] }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        sent.push(code);
      }}
    >
      <OtpCodeField label="6-digit code" value={code} onChange={setCode} error={error} />
    </form>
  );
}

describe('OtpCodeField (login with a mobile number, adding one to an account)', () => {
  it('is a labelled 6-digit field for the numeric keypad that the phone can fill from the SMS', () => {
    render(<CodeForm sent={[]} />);
    const field = screen.getByLabelText(/6-digit code/) as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('maxlength')).toBe('6');
    expect(field.required).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps only the digits of what is typed or pasted', () => {
    render(<CodeForm sent={[]} />);
    const field = screen.getByLabelText(/6-digit code/) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '12 3-45a6' } });
    expect(field.value).toBe('123456');
  });

  it('shows its error beside it, tied to the field', () => {
    render(<CodeForm sent={[]} error="This code is wrong or has expired." />);
    const field = screen.getByLabelText(/6-digit code/);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This code is wrong or has expired.');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('fills in the code the browser offers (Web OTP API) and sends the form with it', async () => {
    vi.stubGlobal('OTPCredential', class {});
    const get = vi.fn(async () => ({ code: '654321' }));
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      const sent: string[] = [];
      render(<CodeForm sent={sent} />);
      await waitFor(() => expect(sent).toEqual(['654321']));
      expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe('654321');
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    } finally {
      delete (navigator as { credentials?: unknown }).credentials;
    }
  });

  it('asks the browser nothing where it has no Web OTP API, and stops asking when the field goes', () => {
    const get = vi.fn(() => new Promise(() => undefined));
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      const { unmount } = render(<CodeForm sent={[]} />);
      expect(get).not.toHaveBeenCalled();
      unmount();
      vi.stubGlobal('OTPCredential', class {});
      const again = render(<CodeForm sent={[]} />);
      expect(get).toHaveBeenCalledTimes(1);
      const { signal } = (get.mock.calls[0] as unknown as [{ signal: AbortSignal }])[0];
      expect(signal.aborted).toBe(false);
      again.unmount();
      expect(signal.aborted).toBe(true);
    } finally {
      delete (navigator as { credentials?: unknown }).credentials;
    }
  });
});
