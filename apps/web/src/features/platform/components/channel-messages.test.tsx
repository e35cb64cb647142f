// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { ChannelMessages } from './channel-messages';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 's1', name: 'Meera', email: 'meera@example.in', role: 'superadmin', phone: null } } };
const base = { attempts: 1, lastError: null, createdAt: '2026-11-27T10:00:00.000Z', statusAt: '2026-11-27T10:00:05.000Z' };

describe('ChannelMessages (the Outbox screen’s SMS and WhatsApp part)', () => {
  it('shows each message’s channel, kind, number and status, and why a capped one was not sent', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/outbox/channel-messages': {
        json: {
          items: [
            { ...base, _id: 'm1', channel: 'whatsapp', kind: 'order-confirmed', recipient: '+919876543210', status: 'read', providerMessageId: 'wamid.ABC' },
            {
              ...base,
              _id: 'm2',
              channel: 'whatsapp',
              kind: 'new-order',
              recipient: '+919876543211',
              status: 'capped',
              providerMessageId: null,
              lastError: 'not sent: this number reached its daily cap of 50 WhatsApp messages',
            },
          ],
          total: 2,
          page: 1,
          limit: 20,
          totalPages: 1,
        },
      },
    });
    renderApp({ '/': <ChannelMessages /> }, '/');
    const items = await screen.findAllByTestId('channel-message');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('WhatsApp: Order confirmed by the shop');
    expect(items[0]!.textContent).toContain('Read');
    expect(items[0]!.textContent).toContain('provider id wamid.ABC');
    expect(items[1]!.textContent).toContain('Over the daily cap (not sent)');
    expect(items[1]!.textContent).toContain('daily cap of 50');
  });

  it('shows an SMS’s delivery report: delivered, or failed with the provider’s reason (decision 086 addendum 2)', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/outbox/channel-messages': {
        json: {
          items: [
            { ...base, _id: 'm3', channel: 'sms', kind: 'order-placed', recipient: '+919876543212', status: 'delivered', providerMessageId: 'SM42' },
            {
              ...base,
              _id: 'm4',
              channel: 'sms',
              kind: 'order-delivered',
              recipient: '+919876543213',
              status: 'failed',
              providerMessageId: '37631',
              lastError: 'MSG91: REJECTED: DLT template mismatch',
            },
          ],
          total: 2,
          page: 1,
          limit: 20,
          totalPages: 1,
        },
      },
    });
    renderApp({ '/': <ChannelMessages /> }, '/');
    const items = await screen.findAllByTestId('channel-message');
    expect(items[0]!.textContent).toContain('SMS: Order placed');
    expect(items[0]!.textContent).toContain('Delivered');
    expect(items[0]!.textContent).toContain('provider id SM42');
    expect(items[1]!.textContent).toContain('Failed');
    expect(items[1]!.textContent).toContain('Last error: MSG91: REJECTED: DLT template mismatch');
  });

  it('says when there are none, and when they could not be loaded', async () => {
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/outbox/channel-messages': { json: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 0 } },
    });
    renderApp({ '/': <ChannelMessages /> }, '/');
    expect(await screen.findByText('No SMS or WhatsApp messages yet.')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/outbox/channel-messages': { status: 500, json: { message: 'Something went wrong on our side.' } },
    });
    renderApp({ '/': <ChannelMessages /> }, '/');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load the SMS and WhatsApp messages/);
  });

  it('names the kind and the status in Hindi, with the time of the status, and shows a kind it does not know as it is', async () => {
    await activateLanguage('hi');
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/outbox/channel-messages': {
        json: {
          items: [
            { ...base, _id: 'm5', channel: 'sms', kind: 'order-refused', recipient: '+919876543214', status: 'delivered', providerMessageId: null },
            { ...base, _id: 'm6', channel: 'whatsapp', kind: 'weekly-digest', recipient: '+919876543215', status: 'sent', providerMessageId: null },
          ],
          total: 2,
          page: 1,
          limit: 20,
          totalPages: 1,
        },
      },
    });
    renderApp({ '/': <ChannelMessages /> }, '/');
    const items = await screen.findAllByTestId('channel-message');
    expect(items[0]!.textContent).toContain('SMS: पार्सल लेने से मना किया');
    expect(items[0]!.textContent).toMatch(/ · पहुंच गया: 27 नव/);
    expect(items[1]!.textContent).toContain('WhatsApp: weekly-digest');
    expect(screen.getByRole('heading', { name: 'SMS और WhatsApp' })).toBeTruthy();
  });
});
