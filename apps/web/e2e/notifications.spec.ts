import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerShopper, uniq } from './helpers/api';
import { expectNothingCutOff, followNav } from './helpers/layout';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { codeTextedTo } from './helpers/sms-sink';

/**
 * Issue 27 #2 (decision 086): a shopper opens Notifications from the account menu at 360 px, turns email off for one
 * kind and saves; the choice stays after a reload. WhatsApp needs an opt-in, which needs a confirmed mobile number:
 * an email account is told so in words.
 */
async function newShopper(page: Page) {
  const id = uniq();
  const email = `notif-${id}@e2e.bazaar.test`;
  const password = `notif-pass-${id}`;
  await registerShopper({ name: `Kavya ${id}`, email, phone: '9845012345', password });
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

test('choose channels per kind on the Notifications screen at 360 px', async ({ page, shot, guard }) => {
  guard.allow(/400 PUT .*\/api\/account\/notifications/);
  await newShopper(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await followNav(page, 'Notifications', /^Hi, /);
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const placedByEmail = page.getByLabel('Order placed by Email');
  await expect(placedByEmail).toBeChecked();
  await expect(page.getByLabel('Order placed by WhatsApp')).toBeDisabled();
  await expectNothingCutOff(page, 'the Notifications screen');
  await expectNoSeriousA11yViolations(page, 'the Notifications screen');
  await shot('notifications-360');

  await placedByEmail.uncheck();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Order placed by Email')).not.toBeChecked();
  await expect(page.getByLabel('Order confirmed by the shop by Email')).toBeChecked();

  await page.getByLabel('Send me messages on WhatsApp').check();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('alert')).toContainText('Confirm a mobile number');
});

/**
 * Issue 27 #2 at 360 px for an account made with a mobile number: its order updates are on by SMS by default, and it
 * opts in to WhatsApp and chooses it for an update; the choice and the opt-in's time stay after a reload.
 */
test('a mobile-number account chooses WhatsApp for its order updates at 360 px', async ({ page, shot }) => {
  const national = `8${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  const e164 = `+91${national}`;
  expect((await page.request.post('/api/auth/otp', { data: { phone: national } })).ok()).toBe(true);
  const code = await codeTextedTo(e164);
  const made = await page.request.post('/api/auth/otp/verify', { data: { phone: national, code, name: 'Imran Sheikh', privacyConsent: true } });
  expect(made.ok(), await made.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByLabel('Order placed by SMS')).toBeChecked();
  await expect(page.getByLabel('Order placed by Email')).not.toBeChecked(); // no email on the account
  const placedByWhatsApp = page.getByLabel('Order placed by WhatsApp');
  await expect(placedByWhatsApp).toBeDisabled();

  await page.getByLabel('Send me messages on WhatsApp').check();
  await expect(placedByWhatsApp).toBeEnabled();
  await placedByWhatsApp.check();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Order placed by WhatsApp')).toBeChecked();
  await expect(page.getByLabel('Send me messages on WhatsApp')).toBeChecked();
  const saved = (await (await page.request.get('/api/account/notifications')).json()) as { whatsappOptIn: { via: string } | null };
  expect(saved.whatsappOptIn?.via).toBe('notifications-screen');
  await expectNothingCutOff(page, 'the Notifications screen of a mobile account');
  await shot('notifications-whatsapp-360');
});
