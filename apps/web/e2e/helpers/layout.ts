import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Elements drawn past the viewport's left or right edge. The body hides horizontal overflow, so a card that is
 * too wide does not make the page scroll sideways: it is cut off. `scrollWidth` cannot see that; this can.
 * Content clipped on purpose inside a box that itself fits (a carousel's other slides) is not counted.
 */
export async function cutOffElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const fits = (r: DOMRect) => r.left >= -1 && r.right <= vw + 1;
    const clippedByFittingBox = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if ((s.overflowX === 'hidden' || s.overflowX === 'clip') && fits(a.getBoundingClientRect())) return true;
      }
      return false;
    };
    const bad: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || s.position === 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || fits(r) || clippedByFittingBox(el)) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      bad.push(
        `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}: ${text}`,
      );
    }
    return bad;
  });
}

export async function expectNothingCutOff(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await cutOffElements(page), `${what} is cut off at ${page.viewportSize()?.width} px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await navRowOverflow(page), `the nav's links of ${what} slide under what is left of them`).toBeLessThanOrEqual(1);
}

/**
 * How far the laptop nav's links reach left of their own row (0 when they fit). The row is pushed to the right, so
 * links wider than the room left (a longer language) would spill leftwards, under the search box, unseen by the
 * checks above since they stay inside the viewport.
 */
async function navRowOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const row = document.querySelector('[data-testid="nav-row"]');
    if (!row || getComputedStyle(row).display === 'none' || !row.firstElementChild) return 0;
    return row.getBoundingClientRect().left - row.firstElementChild.getBoundingClientRect().left;
  });
}

/**
 * Follows a link of the main navigation (issue 22 #3): on a phone from the drawer behind "Open menu"; on a laptop
 * from the bar, opening its group first when it has one (`group`: the button's name, e.g. 'Shops' or /^Hi, /).
 */
export async function followNav(page: Page, link: string, group?: string | RegExp): Promise<void> {
  if ((page.viewportSize()?.width ?? 1366) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: link, exact: true }).click();
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (group) await nav.getByRole('button', { name: group, ...(typeof group === 'string' ? { exact: true } : {}) }).click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

/**
 * Text fields whose placeholder is wider than the room for text inside them: the box fits, the words in it are cut
 * (a date field's "dd/mm/yyyy" beside its calendar button on a phone). Measured with the field's own font.
 */
export async function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (el.value || el.getClientRects().length === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden') continue;
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const need = ctx.measureText(el.placeholder).width;
      if (need > room + 0.5) bad.push(`"${el.placeholder}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`);
    }
    return bad;
  });
}

/** The phone and the laptop every screen is drawn on. */
export const PHONE = { width: 360, height: 780 };
export const LAPTOP = { width: 1366, height: 768 };

/**
 * Issue 23 #10: a journey runs once, at one width, and each screen it stops on is laid out at both: the screen is
 * checked for anything cut off on the phone and on the laptop (and drawn as `<name>-360`, `<name>-1366` with
 * `shot`), then the journey's own size is put back. Both widths stay checked without walking the journey twice.
 */
export async function expectFitsPhoneAndLaptop(
  page: Page,
  what: string,
  shot?: (name: string, opts?: { fullPage?: boolean }) => Promise<void>,
  name?: string,
): Promise<void> {
  const own = page.viewportSize();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNothingCutOff(page, what);
    expect(await clippedPlaceholders(page), `a placeholder of ${what} is cut at ${size.width} px`).toEqual([]);
    // A full-page screenshot taken while scrolled paints the sticky nav over the middle of the page.
    if (shot && name) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(`${name}-${size.width}`);
    }
  }
  if (own) await page.setViewportSize(own);
}

/** An order on the owner's All Orders: a table row from 1024 px, a card on a phone (both are in the page; one is hidden). */
export const orderRow = (page: Page, id: string): Locator => page.locator(`tr[data-order-id="${id}"]`);
export const orderCard = (page: Page, id: string): Locator => page.locator(`li[data-order-card="${id}"]`);

/**
 * Makes the same checks of All Orders on the laptop's table rows, then on the phone's cards (at PHONE), and puts the
 * page's own size back: one journey, both layouts of the list read (issue 23 #10).
 */
export async function inOrderTableAndCards(page: Page, check: (item: (id: string) => Locator) => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  await check((id) => orderRow(page, id));
  await page.setViewportSize(PHONE);
  await check((id) => orderCard(page, id));
  if (own) await page.setViewportSize(own);
}
