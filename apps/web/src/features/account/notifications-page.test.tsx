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
const session = { json: { user: { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: '9876543210' } } };
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
  it('offers a box per kind and channel; WhatsApp only after opting in, and sends the opt-in with the choice', async () => {
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
    const wa = await screen.findByLabelText('Order confirmed by the shop by WhatsApp');
    expect((wa as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('whatsapp-opt-in').textContent).toMatch(/not opted in/);
    // The COD code always goes by SMS; the reset link has no SMS or WhatsApp box.
    expect((screen.getByLabelText('Cash-on-delivery confirmation code by SMS') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Password reset link by SMS')).toBeNull();
    expect(screen.queryByLabelText('Password reset link by WhatsApp')).toBeNull();

    fireEvent.click(screen.getByLabelText('Send me messages on WhatsApp'));
    expect((wa as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(wa);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({
      'order-confirmed': { email: true, sms: false, whatsapp: true },
      whatsappOptIn: true,
    });
    await waitFor(() => expect(screen.getByTestId('whatsapp-opt-in').textContent).toMatch(/You opted in on 27 Nov 2026/));
  });

  it('says the server’s refusal in words', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/account/notifications': { json: { ...choices, whatsappOptIn: null } },
      'PUT /api/account/notifications': {
        status: 400,
        json: { message: 'order-placed: confirm a mobile number on your account to get messages by SMS.', code: 'VALIDATION' },
      },
    });
    renderApp({ '/': <NotificationsPage /> }, '/');
    fireEvent.click(await screen.findByLabelText('Order placed by SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/confirm a mobile number/);
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
