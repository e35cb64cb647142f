// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReturnDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { RefundAccount, takesRefundAccount } from './refund-account-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { json: { user: { _id: 'u1', name: 'Meera', email: 'meera@example.in', role: 'user', phone: null } } };
const ret = {
  _id: '0190a4b2-0000-7000-8000-000000000001',
  status: 'Accepted',
  resolution: 'refund',
  refundAccount: null,
} as unknown as ReturnDto;
const bank = { kind: 'bank', upiId: null, accountNumber: 'XXXXXX5678', last4: '5678', ifsc: 'HDFC0000123', holder: 'Meera Joshi', askAgain: false } as const;

describe('RefundAccount (where a return’s refund goes, issue 26 #3)', () => {
  it('is offered on a refund return from Accepted until the refund is recorded, never on a replacement', () => {
    const at = (status: string, resolution = 'refund') => takesRefundAccount({ ...ret, status, resolution } as ReturnDto);
    expect(['Requested', 'Accepted', 'PickedUp', 'Received', 'Refunded', 'Declined'].map((s) => at(s))).toEqual([false, true, true, true, false, false]);
    expect(at('Accepted', 'replacement')).toBe(false);
  });

  it('checks the IFSC and the account number in the page, then sends the bank account and shows it back masked', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      [`PUT /api/returns/${ret._id}/refund-account`]: { json: { return: { ...ret, refundAccount: bank } } },
      'GET /api/orders/o1/returns': { json: { returns: [] } },
    });
    renderApp({ '/': <RefundAccount ret={ret} orderId="o1" /> }, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Give refund account' }));
    fireEvent.click(screen.getByLabelText('Bank account'));
    fireEvent.input(screen.getByLabelText(/Account number/), { target: { value: '5010 0012 3456 78' } });
    fireEvent.input(screen.getByLabelText(/IFSC/), { target: { value: 'HDFC123' } });
    fireEvent.input(screen.getByLabelText(/Account holder/), { target: { value: 'Meera Joshi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save refund account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The IFSC has 11 characters');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.input(screen.getByLabelText(/IFSC/), { target: { value: 'hdfc0000123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save refund account' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({
      accountNumber: '50100012345678',
      ifsc: 'HDFC0000123',
      holder: 'Meera Joshi',
    });
  });

  it('sends a UPI ID in lower case, and shows the server’s message when it refuses', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      [`PUT /api/returns/${ret._id}/refund-account`]: {
        status: 409,
        json: { message: 'This return is Refunded: its refund account can no longer be given or changed', code: 'CONFLICT' },
      },
      'GET /api/orders/o1/returns': { json: { returns: [] } },
    });
    renderApp({ '/': <RefundAccount ret={{ ...ret, refundAccount: bank } as ReturnDto} orderId="o1" /> }, '/');
    expect((await screen.findByTestId('refund-account')).textContent).toContain('bank account XXXXXX5678 · HDFC0000123 · Meera Joshi');
    fireEvent.click(screen.getByRole('button', { name: 'Change refund account' }));
    fireEvent.click(screen.getByLabelText('UPI ID'));
    fireEvent.input(screen.getByLabelText(/Your UPI ID/), { target: { value: 'meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save refund account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a UPI ID such as name@okbank');
    fireEvent.input(screen.getByLabelText(/Your UPI ID/), { target: { value: ' Meera.J@OKHDFC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save refund account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This return is Refunded: its refund account can no longer be given or changed'));
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')!.body))).toEqual({ upiId: 'meera.j@okhdfc' });
  });
});
