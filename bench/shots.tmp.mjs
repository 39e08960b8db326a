import { chromium } from 'playwright-core';
import { startDemoServer, chromiumPath } from './lib/demo-server.mjs';
const server = await startDemoServer({ name: 'shots' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const [w, h] of [[1280, 800], [768, 1000]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(server.base + '/login');
    await page.getByTestId('problems-solved').waitFor();
    await page.screenshot({ path: `/tmp/shot-login-${w}.png` });
    console.log(w, 'login requests', requests.filter((u) => u.includes('/assets/')).map((u) => u.split('/').pop()).join(' '));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter your username').waitFor();
    await page.getByLabel('Username').focus();
    await page.screenshot({ path: `/tmp/shot-login-err-${w}.png` });
    await page.getByLabel('Username').fill('nosuchuser');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(800);
    await page.getByLabel('Username').fill(process.env.U ?? 'student1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').waitFor();
    await page.screenshot({ path: `/tmp/shot-login-pw-${w}.png` });
    await page.getByRole('link', { name: 'Parent sign-in' }).click();
    await page.getByLabel('Phone number').waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.screenshot({ path: `/tmp/shot-family-${w}.png` });
    await page.goto(server.base + '/instructor');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.screenshot({ path: `/tmp/shot-instructor-${w}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
