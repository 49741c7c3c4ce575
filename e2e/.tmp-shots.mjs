import { chromium } from 'playwright-core';
const base = 'http://localhost:3411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel('Email').fill('admin@demo-lug.example');
await page.getByLabel('Password').fill(process.env.PW);
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/platform/);
const act = await page.evaluate(async () => {
  const r = await fetch('/api/activities?organization_id=1'); const j = await r.json(); return (j.activities ?? j)[0]?.id ?? null;
});
console.log('activity', act);
const paths = [`/platform/activities/${act}`, `/platform/activities/${act}/exhibits`, `/platform/activities/${act}/shifts`, `/platform/activities/${act}/table-plan`, `/platform/activities/${act}/report`, '/platform/equipment', '/platform/signups', '/platform/reports/shows'];
for (const w of [1366, 390]) {
  await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
  for (const p of paths) {
    await page.goto(base + p); await page.waitForTimeout(1200);
    const name = p.replace(/\//g, '_').replace(/^_/, '') + '-' + w + '.png';
    await page.screenshot({ path: '/tmp/shots/' + name, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    if (sw > w) console.log('SIDEWAYS', p, w, sw);
  }
}
await browser.close();
