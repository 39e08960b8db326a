// The signed-in half of the Lighthouse benchmark: each signed-in page audited in the same Chrome
// after its sign-in's cookies (and the tab's sessionStorage, for the player) are put in a Puppeteer
// tab, then the player's first answer on the simulated phone. Prints per page the scores, the Web
// Vitals, a verdict against the targets and, for a page that misses one, what costs it the most.
// Targets: performance >= 90 and accessibility 100 on each page; the player's first answer
// accepted within 1.5 s of the navigation (median of the runs).
/* global window -- the function passed to evaluateOnNewDocument runs in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { audit, costliest, medianByPerformance } from './audit.mjs';
import { firstAnswerTimes } from './first-answer.mjs';
import { signedInPages } from './signed-in-pages.mjs';

/** @typedef {import('./signed-in-pages.mjs').ReadTexts} ReadTexts */

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);
const TARGETS = { performance: 90, accessibility: 100 };
const FIRST_ANSWER_TARGET_MS = 1500;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** How many times a run is tried when Lighthouse could not record it. */
const RECORDING_TRIES = 4;

/**
 * One Lighthouse run of `url` in `tab`, run again (up to RECORDING_TRIES in all) when Lighthouse
 * could not record it (its trace now and then misses the navigation's start: NO_NAVSTART).
 * @param {import('lighthouse').Puppeteer.Page} tab
 * @param {string} url
 */
async function auditRetried(tab, url) {
  for (let tried = 1; ; tried++) {
    try {
      return await audit({ page: tab }, url, CATEGORIES);
    } catch (error) {
      if (!String(error).includes('NO_NAVSTART') || tried === RECORDING_TRIES) throw error;
      console.log(`  (Lighthouse missed the navigation's start of ${url}; once more)`);
    }
  }
}

/** A page's name in file names and in --pages=: `family HOME` is family-HOME. */
const fileName = (/** @type {string} */ name) => name.replace(/[^a-z0-9]+/gi, '-');

/**
 * Audits every signed-in page (or those `only` names) `runs` times in the Chrome at `chromePort`,
 * prints the median runs, then times the player's first answer as many times (when the player is
 * among them); the median reports go to `outDir`.
 * @param {{ base: string; chromePort: number; runs: number; only?: string[]; outDir: string; readTexts: ReadTexts }} options
 */
export async function auditSignedInPages({ base, chromePort, runs, only, outDir, readTexts }) {
  const named = await signedInPages(base, readTexts);
  const pages = only ? named.filter((page) => only.includes(fileName(page.name))) : named;
  if (only && pages.length !== only.length)
    throw new Error(`--pages names ${only.join(', ')}; the pages are ${named.map((page) => fileName(page.name)).join(', ')}`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const origin = new URL(base).origin;
  /** @type {import('lighthouse').Result['configSettings'] | undefined} */
  let settings;
  let met = 0;
  console.log(
    `Lighthouse mobile, signed in, median of ${runs} run(s); targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}`,
  );
  try {
    for (const page of pages) {
      const url = `${base}${page.path}`;
      /** A tab with the page's sessionStorage written before its scripts run (cookies are the browser's). */
      const openTab = async () => {
        const opened = await browser.newPage();
        if (page.session)
          await opened.evaluateOnNewDocument(
            (site, entries) => {
              if (window.location.origin === site)
                for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
            },
            origin,
            page.session,
          );
        return opened;
      };
      // One visit first, not measured, in a tab of its own: the page must be the signed-in page and
      // not a redirect, and what it shows once on a device (the family's birthday greeting) is then
      // behind it, as on every later visit of the day.
      const first = await openTab();
      try {
        // Only this sign-in's cookies: nothing of the one before lingers in the browser.
        const cdp = await first.createCDPSession();
        await cdp.send('Network.clearBrowserCookies');
        await cdp.detach();
        await first.setCookie(...page.signIn.cookies);
        await first.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
        if (first.url() !== url) throw new Error(`${page.path} as ${page.who} went to ${first.url()}`);
        // ...and not a refusal in its place (a page that could not load its data says so in an alert).
        const refusal = await first.$eval('[role="alert"].MuiAlert-standardError', (alert) => alert.textContent).catch(() => null);
        if (refusal) throw new Error(`${page.path} as ${page.who} showed an error: ${refusal}`);
      } finally {
        await first.close();
      }
      const results = [];
      // Each run in a new tab, as Lighthouse opens one for a URL alone.
      for (let run = 0; run < runs; run++) {
        const tab = await openTab();
        try {
          const result = await auditRetried(tab, url);
          if (result.lhr.finalDisplayedUrl !== url) throw new Error(`${page.path} as ${page.who} ended at ${result.lhr.finalDisplayedUrl}`);
          results.push(result);
        } finally {
          await tab.close();
        }
      }
      const median = medianByPerformance(results);
      if (!median) continue;
      settings = median.lhr.configSettings;
      const performance = median.scores.performance ?? 0;
      const accessibility = median.scores.accessibility ?? 0;
      const misses = [
        ...(performance < TARGETS.performance ? [`performance ${performance} < ${TARGETS.performance}`] : []),
        ...(accessibility < TARGETS.accessibility ? [`accessibility ${accessibility} < ${TARGETS.accessibility}`] : []),
      ];
      if (misses.length === 0) met++;
      console.log(`${page.name} (${page.who}): ${page.path}`);
      console.log(
        `  ${CATEGORIES.map((id) => `${id} ${median.scores[id]}`).join(', ')}: ${misses.length === 0 ? 'targets met' : `missed (${misses.join(', ')})`}`,
      );
      console.log(`  ${median.vitals}`);
      for (const line of median.failing.filter((entry) => !entry.startsWith('performance'))) console.log(`  to fix: ${line}`);
      if (performance < TARGETS.performance) for (const line of costliest(median.lhr, 5)) console.log(`  costs most: ${line}`);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, `lighthouse-signed-in-${fileName(page.name)}.json`), JSON.stringify(median.lhr));
    }
  } finally {
    await browser.disconnect();
  }
  console.log(`${met} of ${pages.length} signed-in pages meet both targets`);
  if (!settings || !pages.some((page) => page.name === 'player')) return;
  const times = await firstAnswerTimes(base, settings, runs);
  const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const accepted = median(times.map((time) => time.acceptedMs));
  const { throttling } = settings;
  console.log(
    `Player's first answer on the simulated phone (${throttling.requestLatencyMs} ms latency, ` +
      `${Math.round(throttling.downloadThroughputKbps)} kbit/s down, ${Math.round(throttling.uploadThroughputKbps)} kbit/s up, ` +
      `CPU ${throttling.cpuSlowdownMultiplier}× slower), median of ${runs} run(s):`,
  );
  console.log(
    `  first problem's input on screen ${seconds(median(times.map((time) => time.inputMs)))} after navigation, ` +
      `after ${median(times.map((time) => time.requests))} requests of ${median(times.map((time) => time.kB)).toFixed(0)} kB`,
  );
  console.log(
    `  answer accepted ${seconds(accepted)} after navigation (runs: ${times.map((time) => seconds(time.acceptedMs)).join(', ')}; ` +
      `target <= ${seconds(FIRST_ANSWER_TARGET_MS)}: ${accepted <= FIRST_ANSWER_TARGET_MS ? 'met' : 'missed'})`,
  );
}
