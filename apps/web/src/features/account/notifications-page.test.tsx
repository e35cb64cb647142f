// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { NotificationsPage } from './notifications-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const off = { email: true, sms: false, whatsapp: false };
const session = { json: { user: { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: '9876543210', mobile: '+919876543210' } } };
/** An account made with a mobile number: no email. */
const phoneOnly = { json: { user: { _id: 'u2', name: 'Imran', email: '', role: 'user', phone: null, mobile: '+919812345678' } } };
/** An account with an email and no confirmed mobile number. */
const emailOnly = { json: { user: { _id: 'u3', name: 'Kavya', email: 'kavya@example.in', role: 'user', phone: '9845012345', mobile: null } } };
const choices = {
  'order-placed': off,
  'order-confirmed': off,
  'order-delivered': off,
  'order-cancelled': off,
  'order-refused': off,
  'cod-code': { email: true, sms: true, whatsapp: false },
  'password-reset': off,
};

describe('NotificationsPage', () => {
  it('offers a box per kind and channel; WhatsApp boxes only once opted in, and sends the opt-in with the choice', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/account/notifications': { json: { ...choices, whatsappOptIn: null } },
      'PUT /api/account/notifications': {
        json: {
          ...choices,
          'order-confirmed': { email: true, sms: false, whatsapp: true },
          whatsappOptIn: { at: '2026-11-27T10:00:00.000Z', via: 'notifications-screen' },
        },
      },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    await screen.findByLabelText('Order confirmed by the shop by Email');
    expect(screen.queryByLabelText('Order confirmed by the shop by WhatsApp')).toBeNull();
    expect(screen.getByTestId('whatsapp-opt-in').textContent).toMatch(/not opted in/);
    // The COD code always goes by email to an account with one; SMS is its choice. The reset link: email only.
    expect((screen.getByLabelText('Cash-on-delivery confirmation code by Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Cash-on-delivery confirmation code by SMS') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByLabelText('Password reset link by SMS')).toBeNull();
    expect(screen.queryByLabelText('Password reset link by WhatsApp')).toBeNull();

    fireEvent.click(screen.getByLabelText('Send me messages on WhatsApp'));
    const wa = screen.getByLabelText('Order confirmed by the shop by WhatsApp');
    expect(screen.getByLabelText('Cash-on-delivery confirmation code by WhatsApp')).toBeTruthy();
    fireEvent.click(wa);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({
      'order-confirmed': { email: true, sms: false, whatsapp: true },
      whatsappOptIn: true,
    });
    await waitFor(() => expect(screen.getByTestId('whatsapp-opt-in').textContent).toMatch(/You opted in on 27 Nov 2026/));
  });

  it('shows an account without an email no Email box, and saves without a 400', async () => {
    const noEmail = { email: false, sms: true, whatsapp: false };
    const sent = stubFetch({
      'GET /api/auth/session': phoneOnly,
      'GET /api/account/notifications': {
        json: {
          'order-placed': noEmail,
          'order-confirmed': noEmail,
          'order-delivered': noEmail,
          'order-cancelled': noEmail,
          'order-refused': noEmail,
          'cod-code': noEmail,
          whatsappOptIn: null,
        },
      },
      'PUT /api/account/notifications': {
        json: {
          'order-placed': { ...noEmail, sms: false },
          'order-confirmed': noEmail,
          'order-delivered': noEmail,
          'order-cancelled': noEmail,
          'order-refused': noEmail,
          'cod-code': noEmail,
          whatsappOptIn: null,
        },
      },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    const placedBySms = await screen.findByLabelText('Order placed by SMS');
    expect(screen.queryAllByLabelText(/ by Email$/)).toEqual([]);
    expect(screen.queryAllByLabelText(/ by WhatsApp$/)).toEqual([]);
    expect(screen.getByLabelText('Send me messages on WhatsApp')).toBeTruthy();
    fireEvent.click(placedBySms);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({ 'order-placed': { email: false, sms: false, whatsapp: false } });
    await waitFor(() => expect((screen.getByLabelText('Order placed by SMS') as HTMLInputElement).checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an account without a confirmed mobile number no SMS box for its updates and no WhatsApp opt-in', async () => {
    stubFetch({
      'GET /api/auth/session': emailOnly,
      'GET /api/account/notifications': { json: { ...choices, whatsappOptIn: null } },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    await screen.findByLabelText('Order placed by Email');
    expect(screen.queryByLabelText('Order placed by SMS')).toBeNull();
    expect(screen.queryByLabelText('Send me messages on WhatsApp')).toBeNull();
    expect(screen.getByTestId('whatsapp-opt-in').textContent).toMatch(/no confirmed mobile number/);
    // The COD code still goes by SMS to the order's number.
    expect(screen.getByLabelText('Cash-on-delivery confirmation code by SMS')).toBeTruthy();
  });

  it('shows a refusal beside the kind it names', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/account/notifications': { json: { ...choices, whatsappOptIn: null } },
      'PUT /api/account/notifications': {
        status: 400,
        json: {
          message: 'Order delivered: opt in to WhatsApp messages first (whatsappOptIn: true).',
          code: 'VALIDATION',
          details: { kind: 'order-delivered' },
          kind: 'order-delivered',
        },
      },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    fireEvent.click(await screen.findByLabelText('Order delivered by Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/opt in to WhatsApp messages first/);
    const group = screen.getByRole('group', { name: 'Order delivered' });
    expect(group.contains(alert)).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('says a refusal that names no kind above the button', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/account/notifications': { json: { ...choices, whatsappOptIn: null } },
      'PUT /api/account/notifications': {
        status: 400,
        json: { message: 'Could not save: the server is busy.', code: 'UNAVAILABLE' },
      },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    fireEvent.click(await screen.findByLabelText('Order placed by SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/the server is busy/);
  });

  it('says when the choices could not be loaded', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/account/notifications': { status: 500, json: { message: 'Something went wrong on our side.' } },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Something went wrong|Could not load/);
  });
});
