// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch, type Reply } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { NotificationsPage } from './notifications-page';
import { formatMobile } from './mobile-number';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const off = { email: true, sms: false, whatsapp: false };
const choices = {
  'order-placed': off,
  'order-confirmed': off,
  'order-delivered': off,
  'order-cancelled': off,
  'order-refused': off,
  'cod-code': { email: true, sms: true, whatsapp: false },
  'password-reset': off,
  whatsappOptIn: null,
};
const kavya = { _id: 'u3', name: 'Kavya', email: 'kavya@example.in', role: 'user', phone: '9845012345' };
const SENT = { message: 'We have sent a 6-digit code to this number by SMS. It works for 10 minutes.' };

/** Replies in turn: the session before and after the number is confirmed, or a refusal then a success. */
function inTurn(...replies: { status?: number; json: unknown }[]): Reply {
  let i = 0;
  return () => {
    const r = replies[Math.min(i++, replies.length - 1)]!;
    return jsonResponse(r.status ?? 200, r.json);
  };
}

const bodyOf = (sent: { method: string; url: string; body: unknown }[], path: string) =>
  sent.filter((r) => r.method === 'POST' && r.url.endsWith(path)).map((r) => JSON.parse(String(r.body)) as unknown);

describe('adding a mobile number on the Notifications screen (issue 27 #1)', () => {
  it('texts a code to the number, confirms it, and then offers SMS and WhatsApp', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': inTurn({ json: { user: { ...kavya, mobile: null } } }, { json: { user: { ...kavya, mobile: '+919845012345' } } }),
      'GET /api/account/notifications': { json: choices },
      'POST /api/account/mobile': { json: SENT },
      'POST /api/account/mobile/verify': { json: { message: 'Your mobile number is changed. Log in with it from now on.' } },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    const card = await screen.findByTestId('mobile-number');
    expect(within(card).getByRole('heading', { name: 'Mobile number' })).toBeTruthy();
    await screen.findByLabelText('Order placed by Email');
    expect(screen.queryByLabelText('Order placed by SMS')).toBeNull();

    // A number that is not a mobile number is refused beside the field, without a call.
    const number = within(card).getByLabelText(/Mobile number/);
    fireEvent.input(number, { target: { value: '12345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect((await within(card).findByRole('alert')).textContent).toMatch(/10-digit Indian mobile number/);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(sent, '/api/account/mobile')).toEqual([]);

    fireEvent.input(number, { target: { value: '98450 12345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    const code = await within(card).findByLabelText(/6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(within(card).getByRole('status').textContent).toMatch(/sent a 6-digit code to \+91 98450 12345/);
    expect(bodyOf(sent, '/api/account/mobile')).toEqual([{ phone: '+919845012345' }]);
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm number' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toMatch(/^Your mobile number \+91 98450 12345 is confirmed/));
    expect(bodyOf(sent, '/api/account/mobile/verify')).toEqual([{ phone: '+919845012345', code: '123456' }]);
    expect((await within(card).findByTestId('mobile-current')).textContent).toMatch(/\+91 98450 12345/);
    // The session now has the number: SMS for the updates and the WhatsApp opt-in are offered.
    await screen.findByLabelText('Order placed by SMS');
    expect(screen.getByLabelText('Send me messages on WhatsApp')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
  });

  it('shows a wrong, expired or dead code beside the code field, and a taken number beside the number', async () => {
    const wrong = 'This code is wrong or has expired. Check the SMS, or ask for a new code.';
    const tooMany = 'Too many wrong codes for this number. Ask for a new code.';
    const taken = 'Another account uses this mobile number. Log in with it, or use another number.';
    stubFetch({
      'GET /api/auth/session': { json: { user: { ...kavya, mobile: null } } },
      'GET /api/account/notifications': { json: choices },
      'POST /api/account/mobile': { json: SENT },
      'POST /api/account/mobile/verify': inTurn(
        { status: 400, json: { message: wrong, code: 'VALIDATION' } },
        { status: 400, json: { message: tooMany, code: 'VALIDATION' } },
        { status: 409, json: { message: taken, code: 'CONFLICT' } },
      ),
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    const card = await screen.findByTestId('mobile-number');
    fireEvent.input(within(card).getByLabelText(/Mobile number/), { target: { value: '9845012345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    const code = await within(card).findByLabelText(/6-digit code/);

    // Fewer than 6 digits: said without a call.
    fireEvent.input(code, { target: { value: '12' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm number' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Enter the 6 digits we sent.');

    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm number' }));
    await within(card).findByText(wrong);
    const alert = within(card).getByRole('alert');
    expect(code.getAttribute('aria-describedby')).toContain(alert.id);
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(card).getByRole('button', { name: 'Confirm number' }));
    await within(card).findByText(tooMany);

    // Another account has the number: back to the number field, with the reason beside it.
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm number' }));
    await within(card).findByText(taken);
    const number = within(card).getByLabelText(/Mobile number/) as HTMLInputElement;
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).queryByLabelText(/6-digit code/)).toBeNull();
  });

  it('shows a refused send (too many codes) beside the number', async () => {
    const limit = 'Too many codes for this number: at most 5 an hour. Please try again later.';
    stubFetch({
      'GET /api/auth/session': { json: { user: { ...kavya, mobile: null } } },
      'GET /api/account/notifications': { json: choices },
      'POST /api/account/mobile': { status: 429, json: { message: limit, code: 'RATE_LIMITED' } },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    const card = await screen.findByTestId('mobile-number');
    const number = within(card).getByLabelText(/Mobile number/);
    fireEvent.input(number, { target: { value: '9845012345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(limit);
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an account with a number its number, and changing it asks for a different one', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: { ...kavya, mobile: '+919845012345' } } },
      'GET /api/account/notifications': { json: choices },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    const card = await screen.findByTestId('mobile-number');
    expect(within(card).getByTestId('mobile-current').textContent).toBe('Your confirmed mobile number: +91 98450 12345');
    expect(within(card).queryByLabelText(/mobile number/i)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Change mobile number' }));
    const number = within(card).getByLabelText(/New mobile number/);
    fireEvent.input(number, { target: { value: '+91 98450 12345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
    expect((await within(card).findByRole('alert')).textContent).toMatch(/already your mobile number/);
    expect(bodyOf(sent, '/api/account/mobile')).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Keep my number' }));
    expect(within(card).queryByLabelText(/New mobile number/)).toBeNull();
  });

  it('takes the code the browser offers (Web OTP API) and confirms with it', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': inTurn({ json: { user: { ...kavya, mobile: null } } }, { json: { user: { ...kavya, mobile: '+919845012345' } } }),
      'GET /api/account/notifications': { json: choices },
      'POST /api/account/mobile': { json: SENT },
      'POST /api/account/mobile/verify': { json: { message: 'Your mobile number is changed. Log in with it from now on.' } },
    });
    vi.stubGlobal('OTPCredential', class {});
    const get = vi.fn(async () => ({ code: '654321' }));
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    try {
      renderApp({ '/': <NotificationsPage /> }, '/');
      const card = await screen.findByTestId('mobile-number');
      fireEvent.input(within(card).getByLabelText(/Mobile number/), { target: { value: '9845012345' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(within(card).getByRole('status').textContent).toMatch(/is confirmed/));
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
      expect(bodyOf(sent, '/api/account/mobile/verify')).toEqual([{ phone: '+919845012345', code: '654321' }]);
    } finally {
      delete (navigator as { credentials?: unknown }).credentials;
    }
  });

  it('formats Indian numbers in groups of five, and leaves others as stored', () => {
    expect(formatMobile('+919845012345')).toBe('+91 98450 12345');
    expect(formatMobile('+14155550100')).toBe('+14155550100');
  });
});
