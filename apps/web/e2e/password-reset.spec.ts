import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ok, registerShopper, uniq } from './helpers/api';
import { expectNothingCutOff, followNav } from './helpers/layout';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { mailTo } from './helpers/mail-sink';

/**
 * Issue 13 #3: forgot password → the link (read from the mail the e2e server sent to its SMTP sink; the Outbox
 * screen shows it hidden, decision 039) → a new password → every session ended → log in. And the Outbox at 375 px.
 */

async function loginInPage(page: Page, email: string, password: string) {
  await ok(await page.request.post('/api/auth/login', { data: { email, password } }), `login ${email}`);
}

/**
 * The reset token of the newest reset message to `email`, from the mail sink; the same message on the platform
 * owner's Outbox screen shows the link hidden (decision 039).
 */
async function tokenFromMail(page: Page, email: string, shot?: (name: string) => Promise<void>): Promise<string> {
  const mail = await mailTo(email, (m) => m.subject === 'Reset your Bazaar password');
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail.body)?.[1];
  expect(token, mail.body).toBeTruthy();
  await loginInPage(page, process.env.E2E_SUPERADMIN_EMAIL!, process.env.E2E_SUPERADMIN_PASSWORD!);
  await page.goto('/superadmin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const item = page
    .getByTestId('outbox-item')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Reset your Bazaar password' })
    .first();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Open the message' }).click();
  const text = (await item.getByTestId('outbox-text').textContent()) ?? '';
  expect(text).toContain('The link works once, for 30 minutes');
  expect(text).toContain('[hidden: only the recipient gets it]');
  expect(text).not.toContain(token!);
  if (shot) {
    await expectNothingCutOff(page, 'the Outbox screen');
    await expectNoSeriousA11yViolations(page, 'Outbox');
    await shot('outbox-375');
  }
  await ok(await page.request.post('/api/auth/logout', { data: {} }), 'logout');
  return token!;
}

test('forgot password → link by mail → new password → old sessions ended → log in (375 px)', async ({ page, browser, shot, guard }) => {
  guard.allow(/400 POST .*\/api\/auth\/reset-password/);
  guard.allow(/401 GET .*\/api\/auth\/me/);
  const id = uniq();
  const email = `reset-${id}@e2e.bazaar.test`;
  const password = `reset-pass-${id}`;
  await registerShopper({ name: `Kavya ${id}`, email, phone: '9845012345', password });
  // A session on another device, which the reset must end.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await ok(await other.request.post('/api/auth/login', { data: { email, password } }), 'login elsewhere');

  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email', exact: true }).click(); // phones see "Mobile number" first (issue 27)
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-requested')).toContainText('If an account uses this email');
  await expectNothingCutOff(page, 'the forgot-password page');
  await expectNoSeriousA11yViolations(page, 'Forgot password');
  await shot('forgot-password-375');

  const token = await tokenFromMail(page, email, shot);

  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill(`new-pass-${id}`);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('password-reset')).toBeVisible();

  // The other device's session has ended.
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();

  await page.getByRole('button', { name: 'Email', exact: true }).click(); // phones see "Mobile number" first (issue 27)
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`new-pass-${id}`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // The link works once.
  await ok(await page.request.post('/api/auth/logout', { data: {} }), 'logout');
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New password').fill(`again-pass-${id}`);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('invalid, already used or expired');
});

test('the platform owner reaches the Outbox from the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginInPage(page, process.env.E2E_SUPERADMIN_EMAIL!, process.env.E2E_SUPERADMIN_PASSWORD!);
  await page.goto('/superadmin');
  await followNav(page, 'Outbox', 'Messages');
  await expect(page).toHaveURL(/\/superadmin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
});
