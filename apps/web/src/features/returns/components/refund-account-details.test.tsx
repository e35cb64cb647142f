// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReturnDto } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { RefundAccountSummary, RefundAccountToPay } from './refund-account-details';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null } } };
const bank = { kind: 'bank', upiId: null, accountNumber: 'XXXXXX5678', last4: '5678', ifsc: 'HDFC0000123', holder: 'Meera Joshi', askAgain: false } as const;
const ret = (over: Partial<ReturnDto>) => ({ _id: 'r1', status: 'Received', resolution: 'refund', refund: null, refundAccount: null, ...over }) as ReturnDto;

describe('the refund account on the shop’s Returns (issue 26 #3, decision 100)', () => {
  it('speaks Hindi: the masked summary, no account yet, and the whole account to pay', async () => {
    await activateLanguage('hi');
    stubFetch({
      'GET /api/auth/session': session,
      'GET /api/admin/returns/r1/refund-account': { json: { refundAccount: { ...bank, accountNumber: '50100012345678' } } },
    });
    renderApp(
      {
        '/': (
          <>
            <RefundAccountSummary ret={ret({ refundAccount: bank })} />
            <RefundAccountSummary ret={ret({ _id: 'r2', status: 'Accepted' })} />
            <RefundAccountToPay ret={ret({ _id: 'r3' })} />
            <RefundAccountToPay ret={ret({ refundAccount: bank })} />
          </>
        ),
      },
      '/',
    );
    const summaries = await screen.findAllByTestId('refund-account-summary');
    expect(summaries.map((s) => s.textContent)).toEqual([
      'बैंक खाते XXXXXX5678 (HDFC0000123, Meera Joshi) में रिफ़ंड।',
      'ग्राहक ने अभी तक नहीं बताया है कि रिफ़ंड कहां जाए।',
    ]);
    expect(screen.getByText('ग्राहक ने अभी तक रिफ़ंड खाता नहीं दिया है: ऑर्डर पर उनसे पूछें।')).toBeTruthy();
    const toPay = await screen.findByTestId('refund-account-to-pay');
    expect(toPay.textContent).toBe('खाता नंबर50100012345678IFSCHDFC0000123खाताधारकMeera Joshi');
  });
});
