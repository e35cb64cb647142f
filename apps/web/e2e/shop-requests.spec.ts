import { expect, superadmin, test, toastWith } from './helpers/admin-fixtures';
import { uniq } from './helpers/api';
import { expectFitsPhoneAndLaptop, LAPTOP } from './helpers/layout';
import { solidPng } from './helpers/png';

/**
 * Issue 22 #13: a shop request is a pipeline. The vendor's request → the platform owner approves it (the owner's
 * account and the shop in one step) or declines it with a reason; a contact message gets a reply by email. The
 * journey runs on a laptop; each of its screens is laid out on a 360 px phone too (issue 23 #10).
 */
test(`a vendor's request approved into a shop, another declined, a contact message answered (1366 px; each screen at 360 px too)`, async ({
  page,
  logIn,
  shot,
}) => {
  await page.setViewportSize(LAPTOP);
  const run = uniq();
  const request = async (shop: string, email: string) => {
    const res = await page.request.post('/shop/ragister/shopform', {
      data: {
        name: shop,
        ownerName: `Owner ${run}`,
        email,
        phone: '9876501236',
        pan: 'ABCDE1234F',
        address: '5 Station Road',
        city: 'Ajmer',
        pincode: '305001',
        categoryofshop: 'Grocery',
      },
    });
    expect(res.status()).toBe(201);
  };
  const approved = `Ajmer Kirana ${run}`;
  const declined = `Doubtful Stores ${run}`;
  await request(approved, `ajmer-${run}@e2e.bazaar.test`);
  await request(declined, `doubtful-${run}@e2e.bazaar.test`);
  // A long address and a link with no space in it: on a phone the card breaks them rather than growing past the edge.
  const note = await page.request.post('/api/contact-form', {
    data: {
      name: `Writer ${run}`,
      email: `writer-with-a-rather-long-address-${run}@e2e.bazaar.test`,
      phone: '9876501237',
      yourmessage: `Do you deliver to Ajmer? See https://example.in/orders/track?reference=AJMER-${run}-0000000000000000000000`,
    },
  });
  expect(note.status()).toBe(201);

  await logIn(superadmin(), '/shop-query');
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(approved)).toContainText('To review');
  await expect(row(approved)).toContainText(`Owner ${run} · Ajmer 305001`);
  await expectFitsPhoneAndLaptop(page, 'the shop requests', shot, 'shop-requests');

  // Approve: the shop's form starts from the request; the state is needed for a shop without GSTIN.
  await row(approved)
    .getByRole('button', { name: `Approve ${approved}` })
    .click();
  const form = page.getByRole('form', { name: `Approve ${approved}` });
  await expect(form.getByLabel('Shop Name')).toHaveValue(approved);
  await expect(form.getByLabel('Location')).toHaveValue('Ajmer');
  await form.getByLabel('Category').selectOption('Grocery');
  await form.getByLabel('State').selectOption({ label: 'Rajasthan (08)' });
  await form.getByRole('button', { name: 'Approve and create the shop' }).click();
  await expect(form.getByRole('alert')).toContainText('Please upload an image of the shop.');
  await form.getByLabel('Shop Image').setInputFiles({ name: 'kirana.png', mimeType: 'image/png', buffer: solidPng(400, 300, [60, 140, 90]) });
  await expect(form.getByRole('img', { name: 'Preview of the shop image kirana.png' })).toBeVisible();
  await expectFitsPhoneAndLaptop(page, 'the approve form', shot, 'shop-request-approve');
  await form.getByRole('button', { name: 'Approve and create the shop' }).click();
  await expect(toastWith(page, 'Approved: the shop is created and its owner has an email to choose a password')).toBeVisible();
  await expect(row(approved)).toContainText('Approved');
  await expect(row(approved).getByRole('button', { name: /^Approve / })).toHaveCount(0);

  // Decline: a reason is required, and shown.
  await row(declined)
    .getByRole('button', { name: `Decline ${declined}` })
    .click();
  const decline = page.getByRole('form', { name: `Decline ${declined}` });
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(decline).toContainText('Say why');
  await decline.getByLabel('Reason').fill('The PAN does not match the owner name');
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(toastWith(page, 'Declined: the vendor is told why by email')).toBeVisible();
  await expect(row(declined)).toContainText('The PAN does not match the owner name');

  // The new shop is in the platform owner's list.
  const shops = await (await page.request.get(`/api/superadmin/shops?search=${encodeURIComponent(approved)}`)).json();
  expect(JSON.stringify(shops)).toContain(approved);

  // A contact message answered by email.
  await page.goto('/contact-query');
  const message = page.getByRole('row').filter({ hasText: `Writer ${run}` });
  await expect(message).toContainText('New');
  await message.getByRole('button', { name: `Reply to Writer ${run}` }).click();
  const reply = page.getByRole('form', { name: `Reply to Writer ${run}` });
  await reply.getByLabel('Your reply').fill('Yes: shops in Ajmer deliver there.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(toastWith(page, 'Reply sent by email')).toBeVisible();
  await expect(message).toContainText('Replied');
  await expect(message).toContainText('Our reply: Yes: shops in Ajmer deliver there.');
  await expectFitsPhoneAndLaptop(page, 'the answered contact message', shot, 'contact-replied');
});
