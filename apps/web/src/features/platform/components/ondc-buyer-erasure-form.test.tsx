// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import ErasureRequestsPage from '../pages/erasure-requests-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 's1', name: 'Platform Owner', email: 'owner@bazaar.in', role: 'superadmin', phone: null } } };

describe('erasing an ONDC buyer without an account (decision 110)', () => {
  it('sends the number given, says how many orders were erased, and clears the fields', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/erasure-requests': { json: { items: [] } },
      'POST /api/superadmin/ondc-buyer-erasure': { json: { message: 'erased', orders: 2 } },
    });
    renderApp({ '/': <ErasureRequestsPage /> }, '/');
    expect(await screen.findByText('No erasure requests')).toBeTruthy();
    const phone = await screen.findByLabelText('Buyer’s mobile number');
    fireEvent.input(phone, { target: { value: '91234 56782' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase the buyer’s details' }));
    const said = await screen.findByText('Erased from 2 ONDC order(s). Amounts, items and tax documents are kept.');
    expect(said.getAttribute('role')).toBe('status');
    const post = sent.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ email: '', phone: '91234 56782' });
    expect((phone as HTMLInputElement).value).toBe('');
  });

  it('says why not where the platform owner looks, in Hindi too', async () => {
    await activateLanguage('hi');
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/erasure-requests': { json: { items: [] } },
      'POST /api/superadmin/ondc-buyer-erasure': { status: 409, json: { message: 'इस खरीदार के खुले ONDC ऑर्डर: 1।', code: 'CONFLICT' } },
    });
    renderApp({ '/': <ErasureRequestsPage /> }, '/');
    expect(await screen.findByRole('heading', { name: 'बिना अकाउंट वाला ONDC खरीदार' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('खरीदार का ईमेल'), { target: { value: 'meenakshi@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'खरीदार की जानकारी मिटाएं' }));
    expect((await screen.findByRole('alert')).textContent).toBe('इस खरीदार के खुले ONDC ऑर्डर: 1।');
    expect((screen.getByLabelText('खरीदार का ईमेल') as HTMLInputElement).value).toBe('meenakshi@example.in');
  });
});
