import { launch } from './drivers.ts';
import { serveSite } from './server.ts';
const site = await serveSite();
const d = await launch((process.argv[2] ?? 'chromium') as never, site.baseUrl, true);
try {
  await d.goto('/Kontakt', { width: 375, height: 800 });
  await d.evaluate(`(window.__log=[], document.addEventListener('submit', e => window.__log.push('submit'), true), document.getElementById('meny').addEventListener('close', () => window.__log.push('close')), document.getElementById('meny').addEventListener('toggle', (e) => window.__log.push('toggle '+e.newState)), 1)`);
  console.log(await d.evaluate(`(() => { const b = document.querySelector('button[commandfor=meny]'); return [b.type, b.command, String(b.commandForElement), getComputedStyle(b).display, JSON.stringify(b.getBoundingClientRect())].join(' | '); })()`));
  await d.click('button[commandfor="meny"][command="show-modal"]');
  await new Promise(r => setTimeout(r, 500));
  console.log('open', await d.evaluate(`document.getElementById('meny').open`), await d.evaluate('JSON.stringify(window.__log)'), await d.path());
} catch (e) { console.log('ERR', String(e).slice(0, 300)); }
await d.close(); site.stop();
