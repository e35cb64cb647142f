import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, ENGINE, type TestApp } from '../../test/support/harness.js';

/** Issue 28 #5: every error `message` in the user's language, `code` unchanged, English unchanged. */
describe(`error messages in the user's language (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload });

  it('answers a validation error in Hindi with Accept-Language: hi, the issues too, the code unchanged', async () => {
    const res = await register({ email: 'x@y.in', phone: '9876543210', password: 'long-enough-pw' }, { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'नाम ज़रूरी है', details: { issues: [{ field: 'name', message: 'नाम ज़रूरी है' }] } });
    expect(res.headers['content-language']).toBe('hi');
  });

  it.each([
    [{}, 'Name is required'],
    [{ 'accept-language': 'en-IN,en;q=0.9' }, 'Name is required'],
    [{ 'accept-language': 'fr' }, 'Name is required'],
    [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'नाम ज़रूरी है'],
  ])('with %j answers %j', async (headers, message) => {
    const res = await register({ email: 'x@y.in', phone: '9876543210', password: 'long-enough-pw' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('translates templates with their values: a field label and a number', async () => {
    const res = await register({ name: 'A', email: 'a@b.in', phone: '9876543210', password: 'short' }, { 'accept-language': 'hi' });
    expect(res.json().message).toBe('पासवर्ड कम से कम 8 अक्षर का होना चाहिए');
  });

  it('answers 401, 404 and Fastify’s own errors in Hindi', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'accept-language': 'hi' } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'आगे बढ़ने के लिए कृपया लॉग इन करें' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'hi', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION', message: 'अनुरोध का body सही JSON नहीं है' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'hi' },
      payload: { email: 'nobody@b.in', password: 'whatever-pw' },
    });
    expect(login.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'ईमेल या पासवर्ड गलत है' });
  });

  it('follows the account’s language once logged in, whatever Accept-Language says', async () => {
    const reg = await register({ name: 'Asha', email: 'asha-hi@example.in', phone: '9876543210', password: 'long-enough-pw' }, { 'accept-language': 'hi' });
    const cookie = cookieFrom(reg);
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie, ...headers },
        payload: { currentPassword: 'wrong-password', newPassword: 'another-long-pw' },
      });
    let res = await change({ 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'मौजूदा पासवर्ड गलत है' });
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language: 'en' } });
    res = await change({ 'accept-language': 'hi' });
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Current password is incorrect' });
  });

  it('leaves successful replies alone', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
  });
});
