// @vitest-environment happy-dom
/**
 * Register's two agreements (the terms, the privacy notice: agree-checkbox.tsx): each says beside itself that it is
 * missing and nothing is sent; ticked, the account is asked for with the consent, and a refusal is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../test/support/fetch';
import { renderApp } from '../../../test/support/render';
import { RegisterPage } from './register-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (register: Parameters<typeof stubFetch>[0][string] = { status: 409, json: { message: 'This email is already registered', code: 'CONFLICT' } }) => {
  const sent = stubFetch({ 'GET /api/auth/session': { json: { user: null } }, 'POST /api/auth/register': register });
  renderApp({ '/register': <RegisterPage /> }, '/register');
  return sent;
};
const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('RegisterPage', () => {
  it('says beside each agreement left unticked that it is needed, and sends nothing', async () => {
    const sent = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept the Terms & Conditions')).toBeTruthy();
    expect(screen.getByText('Please agree to the privacy notice')).toBeTruthy();
    for (const [name, id] of [
      [/Terms & Conditions/, 'terms-error'],
      [/privacy notice/, 'privacy-error'],
    ] as const) {
      expect(box(name).getAttribute('aria-invalid')).toBe('true');
      expect(box(name).getAttribute('aria-describedby')).toBe(id);
      expect(document.getElementById(id)?.getAttribute('role')).toBe('alert');
    }
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the account with the consent once both are ticked, and shows the server’s refusal', async () => {
    const sent = open();
    fireEvent.input(await screen.findByLabelText(/Full name/), { target: { value: 'Asha Rao' } });
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'asha@example.in' } });
    fireEvent.input(screen.getByLabelText(/Phone/), { target: { value: '9845012345' } });
    fireEvent.input(screen.getByLabelText(/Password/), { target: { value: 'Chai-time-2026!' } });
    fireEvent.click(box(/Terms & Conditions/));
    fireEvent.click(box(/privacy notice/));
    expect(box(/Terms & Conditions/).getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByTestId('register-error')).textContent).toBe('This email is already registered');
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(String(sent.find((r) => r.method === 'POST')!.body))).toMatchObject({ email: 'asha@example.in', privacyConsent: true });
  });
});
