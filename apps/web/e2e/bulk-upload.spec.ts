import { expect, test } from './helpers/admin-fixtures';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectFitsPhoneAndLaptop, PHONE } from './helpers/layout';

/**
 * Issue 24 #6 (decision 089): the owner reaches Bulk upload from the Products group, checks a CSV with a bad row
 * (the report names row and column), fixes it, checks again and applies; at 360 px and 1366 px.
 */
test(`the owner uploads a catalog CSV with an error report, then applies it (360 px; screens at 1366 px too)`, async ({ page, owner, logIn, shot }) => {
  await page.setViewportSize(PHONE);
  await logIn(owner, '/admin/bulk-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk upload' })).toBeVisible();
  const tag = `${Date.now() % 10000000}`;
  const head = 'sku,name,description,category,price,mrp,quantity,option1Name,option1Value';
  const bad = [head, `K${tag}-S,Kurta ${tag},Cotton kurta,Clothing,700,650,2,Size,S`, `K${tag}-M,Kurta ${tag},,,720,900,3,Size,M`].join('\n');
  const file = page.getByLabel('CSV file');
  await file.setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText(/1 problem to fix/)).toBeVisible();
  const report = page.getByRole('region', { name: 'Problems in the file, by row and column' });
  await expect(report).toContainText('mrp');
  await expect(report).toContainText('2');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the bulk upload report');
  await expectFitsPhoneAndLaptop(page, 'the bulk upload report', shot, 'bulk-upload-report');

  await file.setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(bad.replace(',700,650,', ',700,750,')) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Ready: 1 product to create, 0 products to update. Press Apply to write them all.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 1 product created, 0 products updated.')).toBeVisible();
  await page.goto('/admin/products');
  await expect(page.getByText(`Kurta ${tag}`).first()).toBeVisible();
});
