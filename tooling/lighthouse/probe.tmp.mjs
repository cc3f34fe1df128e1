import puppeteer from 'puppeteer-core';
const b = await puppeteer.launch({executablePath:'/usr/bin/chromium', headless:true, args:['--no-sandbox']});
const p = await b.newPage();
const client = await p.createCDPSession();
await client.send('Network.enable');
await client.send('Network.emulateNetworkConditions',{offline:false, latency:300, downloadThroughput:200000, uploadThroughput:80000});
await p.evaluateOnNewDocument(() => {
  const t0 = performance.now(); const log = [];
  window.__log = log;
  const tick = () => { const txt = document.body ? document.body.innerText.length : -1; const last = log[log.length-1]; if (!last || last[1]!==txt) log.push([Math.round(performance.now()), txt, document.querySelector('.ts-cookie')?1:0, document.querySelector('header')?1:0]); if (performance.now()-t0<8000) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
const reqs=[]; p.on('requestfinished', r=>reqs.push([Math.round(performance.now()), r.url().split('/').pop().slice(0,40)]));
const start=performance.now();
await p.goto(process.argv[2], {waitUntil:'networkidle0'});
console.log(JSON.stringify(await p.evaluate(()=>window.__log)));
console.log((await p.evaluate(()=>performance.getEntriesByType('resource').map(e=>Math.round(e.responseEnd)+' '+e.name.split('/').pop().slice(0,40)))).join('\n'));
await b.close();
