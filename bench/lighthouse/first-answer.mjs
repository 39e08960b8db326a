// The player's first answer on a simulated phone: a student opens a problem set in the player
// (navigation straight to its route, the attempt already started as the lesson list's Start does)
// and answers the first problem as soon as its input is there; timed from the navigation's
// request to the end of the server's answer to the saved response. In Chromium (playwright-core)
// with Lighthouse's mobile settings applied for real: its phone's screen and user agent, the CPU
// slowed down and the network limited by the DevTools protocol as Lighthouse's "devtools"
// throttling does it (its latency, download and upload figures, which model slow 4G).
/* global window -- the function passed to addInitScript runs in the page */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/demo-server.mjs';
import { openAttempt, signInStudent } from '../lib/demo-sign-ins.mjs';

/** @typedef {import('lighthouse').Result['configSettings']} LighthouseSettings */

/** Classmates in Pre-Algebra who have not opened its warm-ups: every run answers a new attempt. */
const STUDENTS = ['mayap104', 'sofiak106', 'ethanc103'];
const ANSWER_OPERATIONS = new Set(['CreateProblemResponse', 'UpdateProblemResponse']);

/** @param {import('playwright-core').Request} request */
function isAnswer(request) {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return false;
  const body = /** @type {{ operationName?: string } | null} */ (request.postDataJSON());
  return ANSWER_OPERATIONS.has(body?.operationName ?? '');
}

/**
 * Answers the problem on screen with whatever its input takes first (a number or text, the first
 * choice) and submits it, as a student does: Enter in the answer's box, or SUBMIT after a choice;
 * right or wrong, the server saves it. Resolves to the page's clock (ms since its navigation
 * started) when the input was there.
 * @param {import('playwright-core').Page} page
 */
async function answerFirstProblem(page) {
  const problem = page.getByRole('article').first();
  const textbox = problem.getByRole('textbox').first();
  const choice = problem.getByRole('radio').or(problem.getByRole('checkbox')).first();
  await textbox.or(choice).first().waitFor();
  const inputAt = await page.evaluate(() => window.performance.now());
  if (await textbox.isVisible()) {
    await textbox.fill('1');
    await textbox.press('Enter');
  } else {
    await choice.check();
    await problem.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  }
  return inputAt;
}

/**
 * One run: milliseconds from the navigation's request to the first problem's input on screen, and
 * to the end of the saved answer's response; the requests (and their kB) finished before the input.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {LighthouseSettings} settings
 * @param {number} run
 */
async function firstAnswerMs(browser, base, settings, run) {
  const student = await signInStudent(base, /** @type {string} */ (STUDENTS[run % STUDENTS.length]));
  const attempt = await openAttempt(base, student, 'MA6-A', `Warm-up ${1 + Math.floor(run / STUDENTS.length)}`);
  const { screenEmulation: screen, throttling } = settings;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    ...(typeof settings.emulatedUserAgent === 'string' ? { userAgent: settings.emulatedUserAgent } : {}),
  });
  try {
    await context.addCookies([...student.cookies, attempt.cookie]);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }, attempt.session);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.requestLatencyMs,
      downloadThroughput: Math.floor((throttling.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((throttling.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdownMultiplier });
    /** @type {import('playwright-core').Request[]} */
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    const saved = page.waitForResponse((response) => isAnswer(response.request()));
    const navigation = await page.goto(`${base}/problemSets?assignmentId=${attempt.assignmentId}`, { waitUntil: 'commit' });
    if (!navigation) throw new Error('the player did not load');
    const inputMs = await answerFirstProblem(page);
    const response = await saved;
    const answer = /** @type {{ errors?: { message: string }[] }} */ (await response.json());
    if (!response.ok() || answer.errors?.length)
      throw new Error(`the answer was refused: ${answer.errors?.[0]?.message ?? response.status()}`);
    // Both timings are the browser's own: the navigation's request start, and the answer's end.
    const start = navigation.request().timing().startTime;
    const end = response.request().timing();
    // What the phone fetched before the input was there: the requests, their bytes on the wire.
    const before = finished.filter((request) => request.timing().startTime + request.timing().responseEnd <= start + inputMs);
    const sizes = await Promise.all(before.map((request) => request.sizes()));
    const kB = sizes.reduce((sum, size) => sum + size.responseBodySize + size.responseHeadersSize, 0) / 1000;
    return { inputMs, acceptedMs: end.startTime + end.responseEnd - start, requests: before.length, kB };
  } finally {
    await context.close();
  }
}

/**
 * Each of `runs` runs' times, in milliseconds: the first problem's input on screen, the answer accepted.
 * @param {string} base
 * @param {LighthouseSettings} settings Lighthouse's settings of the audits (its mobile defaults)
 * @param {number} runs
 */
export async function firstAnswerTimes(base, settings, runs) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    /** @type {{ inputMs: number; acceptedMs: number; requests: number; kB: number }[]} */
    const times = [];
    for (let run = 0; run < runs; run++) times.push(await firstAnswerMs(browser, base, settings, run));
    return times;
  } finally {
    await browser.close();
  }
}
