// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { getToasts } from '@/lib/toast';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import SettingsPage from './settings-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 's1', name: 'Meera', email: 'meera@example.in', role: 'superadmin', phone: null } } };
const values = {
  codMaxOrderValue: 50000,
  codFee: 0,
  commissionRate: 5,
  duesGraceDays: 7,
  duesBlockThreshold: 5000,
  tcsOnCod: true,
  codConfirmAbove: null,
  codConfirmHours: 24,
  smsDailyCapPerNumber: 10,
  smsDailyCapPerAccount: 20,
  whatsappDailyCapPerNumber: 10,
  whatsappDailyCapPerAccount: 1,
};
const change = {
  version: 1,
  effectiveFrom: '2026-11-20T05:30:00.000Z',
  changedBy: { _id: 's1', name: 'Meera' },
  changed: ['codFee', 'duesGraceDays'],
  settings: { ...values, codFee: 15 },
};
const view = (history: (typeof change)[]) => ({ ...values, version: history.length, effectiveFrom: null, defaults: values, cashCeiling: null, history });

function stub(history: (typeof change)[] = []) {
  return stubFetch({
    'GET /api/auth/session': session,
    'GET /api/superadmin/settings': { json: view(history) },
    'PATCH /api/superadmin/settings': {
      json: { message: 'Settings saved (codFee); they apply to new orders', settings: view([{ ...change, version: 2, changed: ['codFee'] }, change]) },
    },
    // The other two forms of the page are not this test's.
    'GET /api/superadmin/platform-profile': { status: 503, json: { message: 'down' } },
    'GET /api/superadmin/return-settings': { status: 503, json: { message: 'down' } },
  });
}

describe('the platform settings screen (issue 28)', () => {
  it('reads in English as before: labels with units, defaults in the hints, the history', async () => {
    stub([change]);
    renderApp({ '/': <SettingsPage /> }, '/');
    expect(await screen.findByLabelText('Days to pay dues (days)')).toBeTruthy();
    expect(screen.getByLabelText('COD handling fee (₹)')).toBeTruthy();
    expect(screen.getByText(/What a shop owes Bazaar on its delivered orders, unless set for the shop\. Default 5 %\./)).toBeTruthy();
    expect(screen.getByText(/before it counts as overdue\. Default 7 days\./)).toBeTruthy();
    expect(screen.getByText('History of changes')).toBeTruthy();
    expect(screen.getByText('COD handling fee: ₹15.00')).toBeTruthy();
    expect(screen.getByText('Days to pay dues: 7 days')).toBeTruthy();
  });

  it('speaks Hindi: labels, units, hints, the history and the toast after saving name the settings in Hindi', async () => {
    await activateLanguage('hi');
    const sent = stub([change]);
    renderApp({ '/': <SettingsPage /> }, '/');
    expect(await screen.findByRole('heading', { name: 'प्लेटफ़ॉर्म सेटिंग्स' })).toBeTruthy();
    expect(screen.getByLabelText('COD हैंडलिंग फ़ीस (₹)')).toBeTruthy();
    expect(screen.getByLabelText('बकाया चुकाने के दिन (दिन)')).toBeTruthy();
    expect(screen.getByLabelText('कन्फ़र्म करने के घंटे (घंटे)')).toBeTruthy();
    expect(screen.getByText(/डिफ़ॉल्ट: 24 घंटे।/)).toBeTruthy();
    expect(screen.getByText('बदलावों का इतिहास')).toBeTruthy();
    expect(screen.getByText('COD हैंडलिंग फ़ीस: ₹15.00')).toBeTruthy();
    expect(screen.getByText('बकाया चुकाने के दिन: 7 दिन')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }));
    expect(await screen.findByText('पहले कोई वैल्यू बदलें।')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('COD हैंडलिंग फ़ीस (₹)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }));
    await waitFor(() => expect(getToasts().map((x) => x.message)).toContain('सेटिंग्स सेव हो गईं (COD हैंडलिंग फ़ीस); ये नए ऑर्डर पर लागू होंगी'));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PATCH')!.body))).toEqual({ codFee: 20 });
  });
});
