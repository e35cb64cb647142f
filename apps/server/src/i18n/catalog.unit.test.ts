import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bazaar/shared';
import { placeholdersOf, scanMessages } from '../../test/support/message-scan.js';
import { SERVER_CATALOGS, translateMessage } from './translate.js';

/** `{~x}` in a translation takes the placeholder and prints nothing: it still counts as the placeholder. */
const names = (t: string) => placeholdersOf(t.replace(/\{~/g, '{'));

describe('the server catalogs (issue 28, decision 091)', () => {
  const scanned = scanMessages(['apps/server/src', 'packages/shared/src']);

  it('finds the messages in the source (the scan works)', () => {
    expect(scanned.messages.size).toBeGreaterThan(300);
    expect(scanned.messages.has('Order not found')).toBe(true);
    expect(scanned.messages.has('{label} must be at most {max} characters')).toBe(true);
    expect(scanned.labels.has('Name')).toBe(true);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const catalog = SERVER_CATALOGS[language]!;

    it(`${language}: every message the server can produce has an entry`, () => {
      const missing = [...scanned.messages].filter(([m]) => !(m in catalog.messages)).map(([m, where]) => `${JSON.stringify(m)} (${where})`);
      expect(missing, `add these to the ${language} catalog`).toEqual([]);
    });

    it(`${language}: every label a field builder is given has a term`, () => {
      const missing = [...scanned.labels].filter(([l]) => !(l in catalog.terms)).map(([l, where]) => `${JSON.stringify(l)} (${where})`);
      expect(missing).toEqual([]);
    });

    it(`${language}: every entry has the English placeholders, no more and no fewer`, () => {
      const wrong = Object.entries({ ...catalog.messages, ...catalog.fragments, ...catalog.terms })
        .filter(([en, to]) => names(to).join() !== placeholdersOf(en).join())
        .map(([en, to]) => `${en} → ${to}`);
      expect(wrong).toEqual([]);
    });

    it(`${language}: no entry is left in English (a message's text is translated, not copied)`, () => {
      const copied = Object.entries(catalog.messages)
        .filter(([en, to]) => en === to && /[a-z]{3,} [a-z]{3,}/.test(en.replace(/\{[^}]*\}/g, '')))
        .map(([en]) => en);
      expect(copied).toEqual([]);
    });
  }
});

describe('translateMessage', () => {
  it.each([
    ['Order not found', 'ऑर्डर नहीं मिला'],
    ['Name is required', 'नाम ज़रूरी है'],
    ['Shop Name must be at most 100 characters', 'दुकान का नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है'],
    ['Too many requests. Please wait 2 minutes and try again.', 'बहुत ज़्यादा अनुरोध। कृपया 2 मिनट रुककर फिर कोशिश करें।'],
    ['That code is not right. 2 tries left.', 'यह कोड सही नहीं है। 2 कोशिशें बाकी।'],
    ['This code is wrong or has expired. Check the SMS, or ask for a new code.', 'यह कोड गलत है या इसका समय निकल गया है। SMS देखें, या नया कोड मंगाएं।'],
    ['Too many wrong codes for this number. Ask for a new code.', 'इस नंबर के लिए बहुत ज़्यादा गलत कोड डाले गए। नया कोड मंगाएं।'],
    ['A code was sent a moment ago. Please wait 25 seconds before asking for a new one.', 'अभी-अभी एक कोड भेजा गया है। नया कोड मंगाने से पहले कृपया 25 सेकंड रुकें।'],
    [
      'Too many codes for this number: at most 5 an hour. Please try again later.',
      'इस नंबर के लिए बहुत ज़्यादा कोड: एक घंटे में ज़्यादा से ज़्यादा 5। कृपया बाद में फिर कोशिश करें।',
    ],
    [
      'This account still has 2 open orders. Complete the erasure once they are delivered, cancelled or refused.',
      'इस अकाउंट के अभी 2 ऑर्डर खुले हैं। उनके डिलीवर, रद्द या अस्वीकार होने के बाद मिटाना पूरा करें।',
    ],
    [
      "Add the GST rate of 'चाय पत्ती' (Products → Edit) before confirming: no suggested rate applies to it",
      "कन्फ़र्म करने से पहले 'चाय पत्ती' की GST दर जोड़ें (मेरे प्रोडक्ट → बदलें): इस पर कोई सुझाई गई दर लागू नहीं होती",
    ],
  ])('%s → Hindi', (en, hi) => {
    expect(translateMessage(en, 'hi')).toBe(hi);
  });

  it('keeps English as it is, and a message no catalog knows', () => {
    expect(translateMessage('Order not found', 'en')).toBe('Order not found');
    expect(translateMessage('Something nobody wrote', 'hi')).toBe('Something nobody wrote');
  });
});
