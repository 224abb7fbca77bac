import { chromium } from '@playwright/test';
import { serveSite } from './server.ts';
const site = await serveSite();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [w, h, path, click, out] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(site.baseUrl + path);
if (click && click !== '-') { await p.click(click); await p.waitForTimeout(400); }
await p.screenshot({ path: out ?? '/tmp/shot.png' });
await b.close(); site.stop();
