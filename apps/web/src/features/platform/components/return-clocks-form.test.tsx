// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { getToasts } from '@/lib/toast';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { ReturnClocksForm } from './return-clocks-form';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 's1', name: 'Meera', email: 'meera@example.in', role: 'superadmin', phone: null } } };
const clocks = {
  decideHours: 48,
  refundDays: 7,
  version: 2,
  effectiveFrom: '2026-11-20T06:00:00.000Z',
  history: [
    { version: 2, decideHours: 48, refundDays: 7, effectiveFrom: '2026-11-20T06:00:00.000Z' },
    { version: 1, decideHours: 24, refundDays: 5, effectiveFrom: '2026-11-01T06:00:00.000Z' },
  ],
};

describe('the return clocks card (issue 26 #2-#3)', () => {
  it('speaks Hindi: its title, labels, checks, versions and the toast after saving', async () => {
    await activateLanguage('hi');
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/return-settings': { json: clocks },
      'PUT /api/superadmin/return-settings': { json: { ...clocks, decideHours: 72, version: 3 } },
    });
    renderApp({ '/': <ReturnClocksForm /> }, '/');
    expect(await screen.findByRole('heading', { name: 'रिटर्न की समय-सीमाएं' })).toBeTruthy();
    const hours = screen.getByLabelText('दुकान के पास रिटर्न मंज़ूर या नामंज़ूर करने के घंटे');
    expect(screen.getByLabelText('सामान मिलने के बाद दुकान के पास रिफ़ंड करने के दिन')).toBeTruthy();
    expect(screen.getByText(/^1 से 168। इसके बाद अनुरोध आपके पास आता है/)).toBeTruthy();
    expect(screen.getByText(/फ़ैसले के लिए 48 घंटे, रिफ़ंड के लिए 7 दिन \(लागू\)$/)).toBeTruthy();
    expect(screen.getByText(/फ़ैसले के लिए 24 घंटे, रिफ़ंड के लिए 5 दिन$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न की समय-सीमाएं सेव करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('पहले कोई वैल्यू बदलें।');
    fireEvent.input(hours, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न की समय-सीमाएं सेव करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('फ़ैसले के घंटे 1 से 168 तक की पूरी संख्या होनी चाहिए');
    fireEvent.input(hours, { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न की समय-सीमाएं सेव करें' }));
    await waitFor(() => expect(getToasts().map((x) => x.message)).toContain('रिटर्न की समय-सीमाएं सेव हो गईं: ये अब से आने वाले रिटर्न पर लागू होंगी'));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({ decideHours: 72, refundDays: 7 });
  });
});
