/**
 * Paint first, then hydrate. React Router preloads every module of the page from `<head>` at high
 * priority, so on a slow phone connection ~120 KB of JavaScript shares the line with the HTML and the
 * hero image, and the first paint waits for both. This rewrites the server's HTML so the modules are
 * requested once the page has painted (after the hero image, when the page has one), a few a task
 * and all before the page's module script starts, so there is no waterfall. A click or a form sent
 * before the page is ready is kept and done once it is, except a popover's button (the menu), which
 * the browser answers at once.
 */

import { hydratedAttribute, hydratedEvent, waitingAttribute } from "./hydration-signal";
import { keepReferralCodeScript } from "./keep-referral-code";

const modulesScriptId = "page-modules";
const preloadStart = Buffer.from('<link rel="modulepreload" href="');
const moduleScriptEnd = Buffer.from(' type="module" async="">');
/** Module preloads added per task once the page has painted: all in one task ran 53-117 ms in 5 of 8 home loads at 4x slowdown; 3 a task, 53-73 ms in 3 of 8. */
export const PRELOADS_PER_TASK = 3;

// Runs at the end of <body>. Plain ES5 so it runs on any phone; the page's own modules are ES2020+.
const bootScript = (preloads: string[]) => `(function () {
  var nonce = document.currentScript.nonce;
  var root = document.documentElement;
  var started = false;
  var pending = null;
  var popovers = Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover");
  ${keepReferralCodeScript}
  // The dialogs' own Back steps (app/components/ui/dialog-history.ts) are heard here, before the
  // router's listener: at the window, popstate listeners run in the order they were added.
  var dialogBack = window.dialogBack = [];
  window.addEventListener("popstate", function (event) {
    dialogBack.forEach(function (listener) { listener(event); });
  }, true);
  var preloads = ${JSON.stringify(preloads).replaceAll("<", "\\u003c")};
  // A few preloads a task: each costs a slow phone 1-12 ms, and two dozen at once were one long task.
  function preload(from) {
    preloads.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + ${PRELOADS_PER_TASK} < preloads.length) return setTimeout(function () { preload(from + ${PRELOADS_PER_TASK}); }, 0);
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = document.getElementById("${modulesScriptId}").textContent;
    document.body.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    preload(0);
  }
  function keep(event) {
    if (root.hasAttribute("${hydratedAttribute}")) return;
    var target = event.type === "submit" ? event.target : event.target.closest && event.target.closest("button, [role=button]");
    if (!target) return;
    // A popover's button works without the page's scripts (the menu): the browser does it now.
    if (target.hasAttribute("popovertarget") && popovers) return;
    event.preventDefault();
    if (pending) pending.shown.removeAttribute("${waitingAttribute}");
    pending = { target: target, submitter: event.submitter, shown: event.submitter || target };
    pending.shown.setAttribute("${waitingAttribute}", "");
    start();
  }
  document.addEventListener("click", keep, true);
  document.addEventListener("submit", keep, true);
  window.addEventListener("${hydratedEvent}", function () {
    document.removeEventListener("click", keep, true);
    document.removeEventListener("submit", keep, true);
    var last = pending;
    pending = null;
    if (!last) return;
    // Once React has finished its own work: a part of the page it hydrates later is hydrated by the event itself.
    setTimeout(function () {
      last.shown.removeAttribute("${waitingAttribute}");
      if (last.target.tagName !== "FORM") last.target.click();
      else if (last.target.requestSubmit) last.target.requestSubmit(last.submitter || undefined);
      else if (last.submitter) last.submitter.click();
    }, 0);
  }, { once: true });
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var hero = document.querySelector("img[fetchpriority=high]");
  if (hero && !hero.complete) {
    hero.addEventListener("load", afterNextPaint);
    hero.addEventListener("error", afterNextPaint);
  } else {
    afterNextPaint();
  }
  // A hidden tab paints nothing, and a hero image may never finish on a bad line.
  setTimeout(start, 3000);
})();`;

/**
 * Rewrites a React Router page: drops its module preloads, makes its module script inert and adds
 * the script that starts it after the first paint. HTML of another shape is returned unchanged.
 * Works on the bytes (indexOf, no decoding): it runs for every page view.
 */
export function loadScriptsAfterFirstPaint(html: Buffer): Buffer {
  // React Router's module script is the last one; page text cannot hold this mark, React escapes quotes.
  const scriptMark = html.lastIndexOf(moduleScriptEnd);
  const scriptStart = scriptMark === -1 ? -1 : html.lastIndexOf("<script", scriptMark);
  const bodyEnd = html.lastIndexOf("</body>");
  const headEnd = html.indexOf("</head>");
  if (scriptStart === -1 || bodyEnd < scriptMark || headEnd === -1 || headEnd > scriptStart) return html;
  const scriptAttributes = html.toString("utf8", scriptStart + "<script".length, scriptMark);
  if (scriptAttributes.includes(">")) return html;
  const nonce = /\snonce="([^"]*)"/.exec(scriptAttributes)?.[1];

  const parts: Buffer[] = [];
  const preloads: string[] = [];
  let cursor = 0;
  for (let link = html.indexOf(preloadStart); link !== -1 && link < headEnd; link = html.indexOf(preloadStart, cursor)) {
    const hrefStart = link + preloadStart.length;
    const hrefEnd = html.indexOf('"', hrefStart);
    const linkEnd = html.indexOf("/>", hrefEnd);
    if (hrefEnd === -1 || linkEnd === -1) return html;
    preloads.push(html.toString("utf8", hrefStart, hrefEnd));
    parts.push(html.subarray(cursor, link));
    cursor = linkEnd + "/>".length;
  }
  parts.push(html.subarray(cursor, scriptStart));
  parts.push(Buffer.from(`<script${scriptAttributes} type="text/x-page-modules" id="${modulesScriptId}">`));
  parts.push(html.subarray(scriptMark + moduleScriptEnd.length, bodyEnd));
  parts.push(Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ""}>${bootScript(preloads)}</script>`));
  parts.push(html.subarray(bodyEnd));
  return Buffer.concat(parts);
}
