// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { PhoneLogin } from './phone-login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhoneLogin', () => {
  it('asks for the name when the server says the number has no account, in any language (details.field)', async () => {
    // The message in Hindi: the screen goes by `details.field`, not by the English words.
    const hindi = 'इस नंबर का अभी कोई अकाउंट नहीं है। अकाउंट बनाने के लिए अपना नाम दें।';
    stubFetch({
      'GET /api/auth/session': { json: { user: null } },
      'POST /api/auth/otp': { json: { message: 'We have sent a 6-digit code to this number by SMS. It works for 10 minutes.' } },
      'POST /api/auth/otp/verify': { status: 400, json: { message: hindi, code: 'VALIDATION', field: 'name', details: { field: 'name' } } },
    });
    renderApp({ '/': <PhoneLogin onLoggedIn={async () => undefined} /> }, '/');
    fireEvent.input(await screen.findByLabelText(/Mobile number/), { target: { value: '9845012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText(/6-digit code/), { target: { value: '123456' } });
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(hindi);
    expect(screen.getByLabelText(/Your name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account and log in' })).toBeTruthy();
  });

  it('does not ask for a name when the code is wrong', async () => {
    stubFetch({
      'GET /api/auth/session': { json: { user: null } },
      'POST /api/auth/otp': { json: { message: 'We have sent a 6-digit code to this number by SMS. It works for 10 minutes.' } },
      'POST /api/auth/otp/verify': {
        status: 400,
        json: { message: 'This code is wrong or has expired. Check the SMS, or ask for a new code.', code: 'VALIDATION' },
      },
    });
    renderApp({ '/': <PhoneLogin onLoggedIn={async () => undefined} /> }, '/');
    fireEvent.input(await screen.findByLabelText(/Mobile number/), { target: { value: '9845012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/6-digit code/);
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/wrong or has expired/);
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    // Said beside the code field, where the person typed it, and the field is marked.
    expect(code.getAttribute('aria-describedby')).toContain(alert.id);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('says a failure that is not about the code (too many tries from here) above the button', async () => {
    const limit = 'Too many tries. Please try again in 10 minutes.';
    stubFetch({
      'GET /api/auth/session': { json: { user: null } },
      'POST /api/auth/otp': { json: { message: 'We have sent a 6-digit code to this number by SMS. It works for 10 minutes.' } },
      'POST /api/auth/otp/verify': { status: 429, json: { message: limit, code: 'RATE_LIMITED' } },
    });
    renderApp({ '/': <PhoneLogin onLoggedIn={async () => undefined} /> }, '/');
    fireEvent.input(await screen.findByLabelText(/Mobile number/), { target: { value: '9845012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/6-digit code/);
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(limit);
    expect(code.getAttribute('aria-invalid')).toBe('false');
  });
});
