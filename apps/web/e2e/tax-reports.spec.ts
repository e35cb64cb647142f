import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, superadmin, test } from './helpers/admin-fixtures';
import { uniq } from './helpers/api';
import { deliveredOrder, pageHasNoHorizontalScroll, seedOwner } from './helpers/admin-api';

/**
 * Issue 12 #5: the platform owner reads this month's TCS and TDS reports, with totals, and downloads their
 * CSVs; the tables scroll inside their card on a phone. Figures: a tiffin box at Rs 1,120 (18 %) + Rs 60
 * delivery = Rs 1,180, taxable Rs 1,000.00, delivered in the shop's own state.
 */
test.describe.configure({ mode: 'serial' });

const run = uniq();
const shopName = `Tax Tiffins ${run}`;
let gstin = '';
let pan = '';

test.beforeAll(async () => {
  const owner = await seedOwner(shopName);
  gstin = owner.shop.gstnumber!;
  pan = owner.shop.pan!;
  const shopper = { name: `Asha Rao ${run}`, email: `asha-tax-${run}@e2e.bazaar.test`, phone: '9823456789', password: `asha-pass-${run}` };
  await deliveredOrder(
    owner,
    { name: `Tiffin box ${run}`, price: 1120, quantity: 20, hsnCode: '7323', gstRate: 18 },
    shopper,
    `${shopper.name}, 9823456789, 12 MG Road, Camp, Pune 411001`,
  );
});

test.beforeEach(({ guard }) => guard.allow(/favicon\.ico/));

/** Issue 23 #10: each report is read once on a laptop; on a phone its page must not scroll sideways either. */
async function onPhoneToo(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await shot(`${name}-1366`);
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await pageHasNoHorizontalScroll(page)).toBe(true);
  await shot(`${name}-375`);
}

test(`the platform owner reads the month's TCS report and downloads its CSV (1366 px; the page at 375 px too)`, async ({ page, logIn, shot }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(superadmin(), '/superadmin/tcs-report');
  await expect(page.getByRole('heading', { level: 1, name: 'TCS Report' })).toBeVisible();
  const month = await page.getByLabel('Month', { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const table = page.getByRole('region', { name: /^TCS of / });
  const row = table.getByRole('row').filter({ hasText: gstin });
  await expect(row).toContainText(shopName);
  await expect(row).toContainText('27-Maharashtra');
  await expect(row).toContainText('₹1,000.00');
  // 0.5 % intra-state: CGST 2.50 + SGST 2.50.
  await expect(row).toContainText('₹2.50');
  await expect(row).toContainText('₹5.00');
  await expect(table.locator('tfoot')).toContainText('Total');
  await expect(page.locator('dl[aria-label="Month totals"]')).toContainText('TCS');
  expect(await pageHasNoHorizontalScroll(page)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`TCS_GSTR-8_${month}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(`TCS under CGST s.52 (GSTR-8) ${month}`);
  expect(csv).toContain(`${gstin},${shopName},27-Maharashtra,27-Maharashtra,intra-state,0.5`);
  await onPhoneToo(page, shot, 'tcs-report');
});

test(`the platform owner reads the month's TDS report and downloads its CSV (1366 px; the page at 375 px too)`, async ({ page, logIn, shot }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(superadmin(), '/superadmin/tds-report');
  await expect(page.getByRole('heading', { level: 1, name: 'TDS Report' })).toBeVisible();
  const month = await page.getByLabel('Month', { exact: true }).inputValue();
  const row = page
    .getByRole('region', { name: /^TDS of / })
    .getByRole('row')
    .filter({ hasText: shopName });
  await expect(row).toContainText(pan);
  // Rs 1,000.00 without GST × 0.1 % = Rs 1.00
  await expect(row).toContainText('₹1,000.00');
  await expect(row).toContainText('0.1 %');
  await expect(row).toContainText('₹1.00');
  expect(await pageHasNoHorizontalScroll(page)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`TDS_194-O_${month}.csv`);
  expect(fs.readFileSync((await download.path())!, 'utf8')).toContain(`${pan},yes,${shopName},1,1000.00,0.1,1.00`);
  await onPhoneToo(page, shot, 'tds-report');
});
