import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '@bazaar/shared';
import { buyerTermsOf, deliveryEnd, finderFeeOf, fulfillmentEndOf, fulfillmentTimes, paymentOf, precancel, settlementDetails } from './order-shapes.js';

const placed = new Date('2026-11-27T10:00:00.000Z');

describe('an ONDC order’s shapes (retail 1.2.5)', () => {
  it('gives the windows from the order: picked up within 30 minutes, delivered within the hour; the moments once they happened', () => {
    expect(fulfillmentTimes(placed)).toEqual({
      start: { range: { start: '2026-11-27T10:00:00.000Z', end: '2026-11-27T10:30:00.000Z' } },
      end: { range: { start: '2026-11-27T10:30:00.000Z', end: '2026-11-27T11:00:00.000Z' } },
    });
    const picked = new Date('2026-11-27T10:20:00.000Z');
    const delivered = new Date('2026-11-27T10:50:00.000Z');
    const t = fulfillmentTimes(placed, picked, delivered);
    expect(t.start.timestamp).toBe(picked.toISOString());
    expect(t.end.timestamp).toBe(delivered.toISOString());
  });

  it('settles with Bazaar’s UPI id, else its bank account by NEFT, else gives none; a buyer app’s own details win', () => {
    const upi = { ...DEFAULT_PROFILE, payeeName: 'Bazaar Marketplace', upiId: 'bazaar@upi' };
    expect(settlementDetails(upi)).toEqual([
      {
        settlement_counterparty: 'seller-app',
        settlement_phase: 'sale-amount',
        beneficiary_name: 'Bazaar Marketplace',
        settlement_type: 'upi',
        upi_address: 'bazaar@upi',
      },
    ]);
    const bank = { ...DEFAULT_PROFILE, bankAccountName: 'Bazaar Pvt Ltd', bankAccountNumber: '001234567890', bankIfsc: 'HDFC0001234', bankName: 'HDFC Bank' };
    expect(settlementDetails(bank)).toEqual([
      {
        settlement_counterparty: 'seller-app',
        settlement_phase: 'sale-amount',
        beneficiary_name: 'Bazaar Pvt Ltd',
        settlement_type: 'neft',
        settlement_bank_account_no: '001234567890',
        settlement_ifsc_code: 'HDFC0001234',
        bank_name: 'HDFC Bank',
      },
    ]);
    expect(settlementDetails(DEFAULT_PROFILE)).toBeUndefined();
    const theirs = [{ settlement_counterparty: 'buyer-app', settlement_type: 'upi', upi_address: 'buyer@upi' }];
    expect(settlementDetails(upi, theirs)).toBe(theirs);
  });

  it('keeps a confirm’s settlement details and bap_terms only when they have the expected shape', () => {
    const details = [{ settlement_counterparty: 'buyer-app', settlement_type: 'upi', upi_address: 'buyer@upi' }];
    const bapTerms = { code: 'bap_terms', list: [{ code: 'tax_number', value: '29AAGCB1234M1ZK' }] };
    expect(buyerTermsOf({ payment: { '@ondc/org/settlement_details': details }, tags: [bapTerms] })).toEqual({ settlementDetails: details, bapTerms });
    expect(buyerTermsOf({ payment: { '@ondc/org/settlement_details': [{ upi_address: { nested: true } }] } })).toBeNull();
    expect(buyerTermsOf({ payment: { '@ondc/org/settlement_details': Array(5).fill(details[0]) } })).toBeNull();
    expect(buyerTermsOf({})).toBeNull();
  });

  it('describes the delivery’s end from the address Bazaar kept, and the state before a cancel', () => {
    expect(
      deliveryEnd({ name: 'Asha Rao', phone: '9123456789', line1: '4 Rose Lane, Koramangala', city: 'Bengaluru', state: '29', pincode: '560034' }),
    ).toEqual({
      location: {
        address: {
          name: 'Asha Rao',
          building: '4 Rose Lane, Koramangala',
          locality: 'Koramangala',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'IND',
          area_code: '560034',
        },
      },
      contact: { phone: '9123456789' },
      person: { name: 'Asha Rao' },
    });
    expect(precancel({ createdAt: placed, confirmedAt: null, packedAt: null, shippedAt: null })).toEqual({ state: 'Pending', at: placed });
    const packed = new Date('2026-11-27T10:10:00.000Z');
    expect(precancel({ createdAt: placed, confirmedAt: placed, packedAt: packed, shippedAt: null })).toEqual({ state: 'Packed', at: packed });
  });

  it('gives Pending since on_confirm for an order the shop has not confirmed, since its confirmation once it has', () => {
    const onConfirm = new Date('2026-11-27T10:00:02.000Z');
    expect(precancel({ createdAt: placed, confirmedAt: null, packedAt: null, shippedAt: null }, onConfirm)).toEqual({ state: 'Pending', at: onConfirm });
    const confirmed = new Date('2026-11-27T10:05:00.000Z');
    expect(precancel({ createdAt: placed, confirmedAt: confirmed, packedAt: null, shippedAt: null }, onConfirm)).toEqual({ state: 'Pending', at: confirmed });
  });

  it('keeps a finder fee only in ONDC’s form, and gives 0 % when the buyer app declared none', () => {
    const fee = { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' };
    expect(finderFeeOf(fee)).toEqual({ type: 'percent', amount: '3' });
    expect(finderFeeOf({ ...fee, '@ondc/org/buyer_app_finder_fee_type': 'amount', '@ondc/org/buyer_app_finder_fee_amount': '12.50' })).toEqual({
      type: 'amount',
      amount: '12.50',
    });
    for (const bad of [undefined, {}, { ...fee, '@ondc/org/buyer_app_finder_fee_type': 'share' }, { ...fee, '@ondc/org/buyer_app_finder_fee_amount': 3 }])
      expect(finderFeeOf(bad)).toBeNull();
    expect(paymentOf(null, 10000, 'NOT-PAID')).toMatchObject({
      '@ondc/org/buyer_app_finder_fee_type': 'percent',
      '@ondc/org/buyer_app_finder_fee_amount': '0',
    });
    expect(paymentOf({ type: 'amount', amount: '5' }, 10000, 'NOT-PAID')).toMatchObject({
      '@ondc/org/buyer_app_finder_fee_type': 'amount',
      '@ondc/org/buyer_app_finder_fee_amount': '5',
    });
  });

  it('keeps the confirm’s delivery end (GPS, address, contact, person) as given, and nothing of another shape', () => {
    const end = {
      location: { gps: '12.9352,77.6245', address: { name: 'Asha Rao', building: '4 Rose Lane', area_code: '560034' } },
      contact: { phone: '9876543210', email: 'asha.rao@example.in' },
      person: { name: 'Asha Rao' },
    };
    expect(fulfillmentEndOf(end)).toEqual(end);
    // Fields ONDC does not define are left out; a bad GPS, an address or contact of another shape keep nothing.
    expect(fulfillmentEndOf({ ...end, instructions: { name: 'ring twice' } })).toEqual(end);
    expect(fulfillmentEndOf({ ...end, location: { ...end.location, gps: 'here' } })).toBeNull();
    expect(fulfillmentEndOf({ ...end, contact: { phone: 9876543210 } })).toBeNull();
    expect(fulfillmentEndOf({ ...end, location: { address: 'a string' } })).toBeNull();
    expect(fulfillmentEndOf(undefined)).toBeNull();
    expect(fulfillmentEndOf({})).toBeNull();
  });
});
