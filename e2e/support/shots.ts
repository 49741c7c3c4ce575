/**
 * Helpers the browser tests share: screenshots at both widths (with LUG_E2E_SHOTS=<dir>) and the
 * accessibility check once React Aria's transient announcements are gone.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './browser';

/** Saves the page (or one part of it) at 1366 and 390 pixels wide when LUG_E2E_SHOTS names a folder. */
export async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.LUG_E2E_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const path = join(dir, `${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe finds nothing, checked once the pending-button announcement of React Aria has expired. */
export async function checkAccessible(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-live-announcer] [role="img"]').length === 0, null, {
    timeout: 15_000,
  });
  await expectAccessible(page);
}
