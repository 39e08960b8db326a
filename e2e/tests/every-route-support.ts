import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What one visit found wrong, in words: empty when the page is clean. */
export interface Findings {
  axe: string[];
  consoleErrors: string[];
  failedRequests: string[];
  overflow: string[];
}

/**
 * Watches a page for console errors and failed requests (a 4xx or 5xx answer, or none), from now
 * until `take` is called: each visit takes what arrived during it.
 */
export function watch(page: Page) {
  let consoleErrors: string[] = [];
  let failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => consoleErrors.push(`${error.name}: ${error.message}`.slice(0, 300)));
  page.on('requestfailed', (request) => {
    // A request the page itself abandoned (a navigation away, a superseded fetch) is no failure.
    const reason = request.failure()?.errorText ?? '';
    if (!/ERR_ABORTED|NS_BINDING_ABORTED/.test(reason)) failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  return {
    take() {
      const taken = { consoleErrors, failedRequests };
      consoleErrors = [];
      failedRequests = [];
      return taken;
    },
  };
}

/**
 * Waits until the page has stopped loading: the app has rendered over the server's drawing (drawn
 * for a window of a computer's width when the browser does not say it is a phone), no spinner, no
 * skeleton, the main content present.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      !document.querySelector('fieldset.prerendered, [role="progressbar"], .MuiSkeleton-root') &&
      (document.querySelector('main, [role="main"], #player')?.textContent?.trim().length ?? 0) > 0,
    undefined,
    { timeout: 20_000 },
  );
  // Fonts and images settle the layout the overflow check measures; a colour still in transition
  // (a button just enabled) would be measured half-way.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
    undefined,
    {
      timeout: 10_000,
    },
  );
}

/** Serious and critical axe-core violations (WCAG 2.1 A and AA), each with the first element it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
}

/**
 * Text that does not fit its box: the page wider than the window, and any element holding text
 * whose content is wider than the element and neither scrolls nor is meant to (an ellipsis cuts
 * a name short as surely as a clipped box does).
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 1) found.push(`the page is ${wider}px wider than the window`);
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const name = element.getAttribute('aria-label') ?? element.id;
      return `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ''}> "${text}"`;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement) || element.clientWidth === 0) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.visibility === 'hidden') continue;
      // Text for screen readers only (clipped to a pixel) is meant not to show.
      if (element.clientWidth <= 1 || style.clip.startsWith('rect') || style.clipPath !== 'none') continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!ownText || element.closest('[aria-hidden="true"], .katex, svg')) continue;
      found.push(`${describe(element)} ${style.textOverflow === 'ellipsis' ? 'is cut short' : 'overflows its box'}`);
    }
    return found;
  });
}

/** One visit: waits for the page, then everything it finds wrong. */
export async function inspect(page: Page, watcher: ReturnType<typeof watch>): Promise<Findings> {
  await settle(page);
  const overflow = await overflowingText(page);
  const axe = await axeViolations(page);
  return { axe, overflow, ...watcher.take() };
}

/** The findings of one visit that are not empty, labelled, for one readable failure message. */
export function problemsOf(where: string, findings: Findings): string[] {
  return Object.entries(findings).flatMap(([kind, list]) => (list as string[]).map((item) => `${where} · ${kind}: ${item}`));
}
