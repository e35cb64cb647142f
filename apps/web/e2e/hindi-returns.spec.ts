import { expect, test } from './helpers/admin-fixtures';
import { createProduct, loginAs, ok, registerShopper, uniq } from './helpers/api';
import { placeOrder, setOrderStatus } from './helpers/admin-api';
import { expectNothingCutOff } from './helpers/layout';
import { solidPng } from './helpers/png';
import { plainEnglish, stringsOf } from './helpers/pseudo';

/**
 * Issue 28: the return screens in Hindi on a 360 px phone, with nothing cut off and no English left but data: the
 * shopper asks to return an item on the order page, the shop owner sees the request on Returns (its reason in
 * Hindi) and accepts it, and the shopper is asked where the refund goes.
 */

/** Latin words the Hindi catalog writes as they are (file types, payment rails, the order's ID, the search hint). */
const KEPT = ['JPEG', 'PNG', 'WebP', 'UPI', 'IFSC', 'PDF', 'ID', 'rice'];

test('a return in Hindi at 360 px: the shopper asks, the shop sees it and accepts', async ({ page, owner, logIn, shot }) => {
  test.slow(); // two roles and four screens on a shared machine
  await page.setViewportSize({ width: 360, height: 780 });
  const admin = await loginAs(owner.email, owner.password);
  await ok(await admin.put('/api/admin/shop/return-policy', { data: { kind: 'return', days: 7 } }), 'set the return policy');
  const id = uniq();
  const product = await createProduct(admin, { name: `पीतल का लोटा ${id}`, price: 120, quantity: 50 });
  const shopper = { name: `मीरा जोशी ${id}`, email: `meera-hi-${id}@e2e.bazaar.test`, phone: '9823456780', password: `meera-pass-${id}` };
  await registerShopper(shopper);
  const shopperApi = await loginAs(shopper.email, shopper.password);
  const order = await placeOrder(shopperApi, product._id, 2, `${shopper.name}, 9823456780, 452001, 4 राजवाड़ा रोड, इंदौर`);
  await setOrderStatus(admin, order._id, 'Confirmed');
  await setOrderStatus(admin, order._id, 'Delivered');
  const data = [...stringsOf(await ok(await shopperApi.get(`/api/orders/${order._id}`), 'read the order')), shopper.name, owner.name, id, 'handle.png', ...KEPT]
    .filter((d) => d.length >= 2)
    .sort((a, b) => b.length - a.length);
  await shopperApi.dispose();
  await admin.dispose();
  const orderPath = `/my-orders/${order._id}`;
  const toasts = page.getByRole('region', { name: 'सूचनाएं' });

  // The shopper asks for one of the two back.
  await logIn(shopper, `${orderPath}?lang=hi`);
  const returns = page.getByTestId('order-returns');
  await expect(returns.getByRole('heading', { name: 'रिटर्न' })).toBeVisible();
  await expect(returns.getByTestId('return-window')).toContainText('डिलीवरी के 7 दिन के अंदर रिटर्न:');
  await returns.getByRole('button', { name: 'सामान रिटर्न करें' }).click();
  const form = page.getByRole('form', { name: 'सामान रिटर्न करने का अनुरोध' });
  await form.getByRole('button', { name: 'रिटर्न अनुरोध भेजें' }).click();
  await expect(form.getByRole('alert')).toHaveText('कम से कम एक सामान चुनें और बताएं कि कितने रिटर्न करने हैं');
  await form.getByLabel(`${product.name} (2 तक)`).fill('1');
  await form.getByLabel('वजह').selectOption('damaged');
  await form.getByLabel('दुकान को कुछ बताना हो तो (ज़रूरी नहीं)').fill('डिब्बे में हैंडल टूटा मिला।');
  await expect(form.getByLabel('मेरे पैसे वापस')).toBeChecked();
  await form.getByLabel(/^फ़ोटो \(ज़रूरी नहीं, 3 तक\)/).setInputFiles({ name: 'handle.png', mimeType: 'image/png', buffer: solidPng(48, 32, [180, 120, 40]) });
  await expect(form.getByText('फ़ाइलें चुनें', { exact: true })).toBeVisible();
  await expect(form.getByText('handle.png', { exact: true })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi return form');
  expect(await plainEnglish(page, data), 'plain English on the Hindi return form').toEqual([]);
  await shot('hindi-return-ask-360');
  await form.getByRole('button', { name: 'रिटर्न अनुरोध भेजें' }).click();
  await expect(toasts.getByText('रिटर्न का अनुरोध हो गया: दुकान जवाब देगी')).toBeVisible();
  const asked = returns.getByTestId('return-item');
  await expect(asked).toContainText(`1 × ${product.name}`);
  await expect(asked).toContainText('टूटा-फूटा पहुंचा');
  await expect(asked.getByRole('img', { name: 'आपकी फ़ोटो 1' })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi order page with a return');
  expect(await plainEnglish(page, data), 'plain English on the Hindi order page with a return').toEqual([]);
  await shot('hindi-return-asked-360');

  // The shop owner's Returns screen, in Hindi: the reason too.
  await logIn(owner, '/admin/returns?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'रिटर्न' })).toBeVisible();
  const card = page.getByTestId('shop-return');
  await expect(card).toContainText(`ऑर्डर #${order.orderNumber}`);
  await expect(card).toContainText('वजह: टूटा-फूटा पहुंचा');
  await expect(card).toContainText('ग्राहक कहते हैं: “डिब्बे में हैंडल टूटा मिला।”');
  await expect(card.getByRole('img', { name: 'ग्राहक की फ़ोटो 1' })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi returns screen');
  expect(await plainEnglish(page, data), 'plain English on the Hindi returns screen').toEqual([]);
  await shot('hindi-owner-returns-360');
  await card.getByRole('button', { name: 'मंज़ूर करें', exact: true }).click();
  await expect(toasts.getByText('रिटर्न मंज़ूर किया गया')).toBeVisible();
  await expect(card.getByRole('button', { name: 'सामान उठा लिया' })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi returns screen after accepting');
  expect(await plainEnglish(page, data), 'plain English on an accepted return').toEqual([]);
  await shot('hindi-owner-return-accepted-360');

  // Accepted: the shopper is asked where the refund goes, in Hindi.
  await logIn(shopper, orderPath);
  const account = page.getByTestId('return-item').getByTestId('refund-account');
  await expect(account).toContainText('दुकान को बताएं कि रिफ़ंड कहां भेजे: आपकी UPI ID या बैंक खाता।');
  await account.getByRole('button', { name: 'रिफ़ंड खाता दें' }).click();
  const accountForm = page.getByRole('form', { name: 'रिफ़ंड कहां भेजें?' });
  await accountForm.getByLabel('बैंक खाता').check();
  await accountForm.getByLabel('खाता नंबर').fill('5010 0012 3456 78');
  await accountForm.getByLabel('IFSC').fill('HDFC123');
  await accountForm.getByLabel('खाताधारक का नाम').fill('मीरा जोशी');
  await accountForm.getByRole('button', { name: 'रिफ़ंड खाता सेव करें' }).click();
  await expect(accountForm.getByRole('alert')).toHaveText('IFSC 11 अक्षरों का होता है: 4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक (जैसे SBIN0001234)');
  await expectNothingCutOff(page, 'the Hindi refund account form');
  expect(await plainEnglish(page, [...data, 'HDFC', 'SBIN0001234', 'okbank']), 'plain English on the Hindi refund account form').toEqual([]);
  await shot('hindi-return-refund-account-360');
  await accountForm.getByLabel('IFSC').fill('hdfc0000123');
  await accountForm.getByRole('button', { name: 'रिफ़ंड खाता सेव करें' }).click();
  await expect(toasts.getByText('रिफ़ंड खाता सेव हो गया')).toBeVisible();
  await expect(account).toContainText('आपका रिफ़ंड बैंक खाते XXXXXX5678 · HDFC0000123 · मीरा जोशी में जाएगा।');
  await expect(account.getByRole('button', { name: 'रिफ़ंड खाता बदलें' })).toBeVisible();
  await expectNothingCutOff(page, 'the Hindi order page with the refund account');
  await shot('hindi-return-refund-account-saved-360');
});
