// Load a page with 4x CPU throttle and slow network; print busy segments (tasks) with top functions.
import { chromium } from 'playwright-core';
import { chromiumPath, startDemoServer } from '../lib/demo-server.mjs';
const paths = process.argv.slice(2);
const base0 = process.env.BASE;
const srv = base0 ? { base: base0, stop: async () => {} } : await startDemoServer({ name: 'trace' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const p of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(srv.base + p, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(() => new Promise((r) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1); r({ t: Math.round(e.startTime), el: e.element?.outerHTML?.slice(0, 120) }); }).observe({ type: 'largest-contentful-paint', buffered: true })));
    const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`\n${p}: load ${Date.now() - t0} ms, FCP ${fcp}, LCP ${lcp.t} ${lcp.el}`);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
    const isIdle = (id) => ['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName);
    let seg = null; const segs = [];
    for (const s of samples) {
      if (isIdle(s.id)) { if (seg && s.t - seg.end > 3000) { segs.push(seg); seg = null; } continue; }
      if (!seg) seg = { start: s.t, end: s.t, ids: [] };
      seg.end = s.t; seg.ids.push(s.id);
    }
    if (seg) segs.push(seg);
    for (const g of segs) {
      const dur = (g.end - g.start) / 1000; if (dur < 30) continue;
      const self = new Map(), entry = new Map();
      for (const id of g.ids) {
        const f = byId.get(id).callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').at(-1)}:${f.lineNumber}`; self.set(k, (self.get(k) ?? 0) + 1);
        const chain = []; let cur = id; while (cur !== undefined) { chain.push(byId.get(cur).callFrame); cur = parent.get(cur); }
        const e = chain.at(-3) ?? chain.at(-2); const ek = `${e.functionName || '(anon)'} ${e.url.split('/').at(-1)}:${e.lineNumber}`; entry.set(ek, (entry.get(ek) ?? 0) + 1);
      }
      const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v}`).join(' | ');
      console.log(`  +${Math.round((g.start - profile.startTime) / 1000)} ms, ${dur.toFixed(0)} ms busy\n     entry: ${top(entry)}\n     self: ${top(self)}`);
    }
    await context.close();
  }
} finally { await browser.close(); await srv.stop(); }
