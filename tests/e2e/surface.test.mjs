// @ts-check
// The element's public surface as a page sees it at run time, walked in
// Chromium from the packed package, against its custom-elements.json and
// its mancala-game.d.ts: the same attributes, properties (read-only or
// not), methods, static methods and events, each event's detail with the
// same fields, bubbling and composed as the manifest says. Nothing else
// is reachable on the element (its internals are #private), and no method
// shares a name with an attribute (React and Vue set such a name as a
// property, replacing the method).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { clickHole, firstPlayable, launchBrowser, openPage, packedTarball, randomFinishedGame, startServer } from './helpers.mjs';

const host = { dir: '', packageDir: '' };
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  host.dir = mkdtempSync(join(tmpdir(), 'mancala-surface-'));
  host.packageDir = join(host.dir, 'mancala-game');
  mkdirSync(host.packageDir);
  execFileSync('tar', ['-xzf', packedTarball(), '-C', host.packageDir, '--strip-components=1']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (host.dir) rmSync(host.dir, { recursive: true, force: true });
});

/**
 * The top-level field names of a `{ a: …, b: { … } }` type text.
 * @param {string} text
 */
function fieldsOf(text) {
  const body = text.trim().replace(/^\{|\}$/g, '');
  /** @type {string[]} */
  const names = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '(' || c === '<' || c === '[') depth += 1;
    else if (c === '}' || c === ')' || c === '>' || c === ']') depth -= 1;
    else if ((c === ',' || c === ';' || i === body.length) && depth === 0) {
      const name = /^\s*'?([\w-]+)'?\??:/.exec(body.slice(start, i))?.[1];
      if (name) names.push(name);
      start = i + 1;
    }
  }
  return names.sort();
}

/**
 * What the declarations say: the class's members (static or not, read-only
 * or not), the attributes, the event map and each detail's fields.
 * @param {string} dts
 */
function declared(dts) {
  const block = (/** @type {RegExp} */ re) => re.exec(dts)?.[1] ?? '';
  const classBody = block(/export declare class MancalaGameElement extends HTMLElement \{\n([\s\S]*?)\n\}/);
  /** @type {Record<string, string>} */
  const members = {};
  for (const m of classBody.matchAll(/^ {2}(static )?(readonly )?(\w+)(\(|:)/gm)) {
    if (m[3] === 'addEventListener' || m[3] === 'removeEventListener' || m[3] === 'observedAttributes') continue;
    members[m[3]] = m[1] ? 'static' : m[4] === '(' ? 'method' : m[2] ? 'readonly' : 'field';
  }
  const attributes = [...block(/export interface MancalaGameAttributes \{([\s\S]*?)\n\}/).matchAll(/^ {2}'([a-z-]+)'\?:/gm)].map((m) => m[1]).sort();
  /** @type {Record<string, string[]>} */
  const events = {};
  for (const m of block(/export interface MancalaGameEventMap \{([\s\S]*?)\n\}/).matchAll(/'([a-z-]+)': CustomEvent<(\w+)>;/g)) {
    events[m[1]] = fieldsOf(block(new RegExp(`export interface ${m[2]} (\\{.*\\})\\n`)));
  }
  return { members, attributes, events };
}

/** What the manifest says, in the same shape. */
function manifested() {
  const manifest = JSON.parse(readFileSync(join(host.packageDir, 'custom-elements.json'), 'utf8'));
  const element = manifest.modules.flatMap((/** @type {any} */ m) => m.declarations).find((/** @type {any} */ d) => d.tagName === 'mancala-game');
  /** @type {Record<string, string>} */
  const members = {};
  for (const m of element.members) members[m.name] = m.static ? 'static' : m.kind === 'method' ? 'method' : m.readonly ? 'readonly' : 'field';
  const attributes = element.attributes.map((/** @type {any} */ a) => a.name).sort();
  /** @type {Record<string, string[]>} */
  const events = {};
  for (const e of element.events) events[e.name] = fieldsOf(/^CustomEvent<(.*)>$/s.exec(e.type.text)?.[1] ?? '');
  /** @type {Record<string, string>} */
  const eventText = Object.fromEntries(element.events.map((/** @type {any} */ e) => [e.name, e.description]));
  return { members, attributes, events, eventText };
}

test('the element at run time, its custom-elements.json and its mancala-game.d.ts name the same surface', async () => {
  // A game one move from its end, handed in with setRecord; that move then fires gameover.
  const finished = await randomFinishedGame('sokusowo', 7);
  const last = finished.view().moves.at(-1);
  finished.undo();
  const nearEnd = finished.record();
  writeFileSync(
    join(host.dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Surface</title><link rel="icon" href="data:,">
<script>
  // Every event a <mancala-game> dispatches, as the page receives it.
  window.seen = [];
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (this instanceof HTMLElement && this.localName === 'mancala-game') {
      const detail = event.detail && typeof event.detail === 'object' ? Object.keys(event.detail).sort() : [];
      window.seen.push({ type: event.type, bubbles: event.bubbles, composed: event.composed, cancelable: event.cancelable, detail });
    }
    return dispatch.call(this, event);
  };
</script>
<script type="module" src="./mancala-game/mancala-game.js"></script></head>
<body><mancala-game game="sokusowo" storage="none" speed="instant"></mancala-game></body></html>`,
  );
  const server = await startServer(host.dir);
  const { context, page } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  try {
    await page.goto(server.url);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor();
    // Drive every event: a click (before-move, move, change), a refused call (error), a game handed in and ended (gameover),
    // a game with a friend begun (friend-link).
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-game')).moves.length === 1);
    // The friend panel's code comes when its tab first opens (ui/lazy-panel.js).
    await page.locator('.mg-friend').evaluate((node) => {
      /** @type {HTMLDetailsElement} */ (node).open = true;
    });
    await page.locator('.mg-friend-begin').waitFor({ state: 'attached' });
    const runtime = await page.evaluate(
      ([record, move]) => {
        const element = /** @type {any} */ (document.querySelector('mancala-game'));
        try {
          element.play('9Z');
        } catch {
          // Refused: its error event is what this wants.
        }
        element.setRecord(record);
        element.play(move);
        // A game with a friend that the friend starts: its first link is made at once (friend-link).
        const root = element.shadowRoot;
        root.querySelector('.mg-friend-start').value = 'friend';
        root.querySelector('.mg-friend-begin').click();
        const Class = /** @type {any} */ (customElements.get('mancala-game'));
        const proto = Class.prototype;
        const lifecycle = new Set(['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback']);
        /** @type {Record<string, string>} */
        const members = {};
        for (const name of Object.getOwnPropertyNames(proto)) {
          if (lifecycle.has(name)) continue;
          const d = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(proto, name));
          members[name] = typeof d.value === 'function' ? 'method' : d.set ? 'field' : 'readonly';
        }
        for (const name of Object.getOwnPropertyNames(Class)) {
          if (!['length', 'name', 'prototype', 'observedAttributes'].includes(name)) members[name] = 'static';
        }
        return {
          members,
          attributes: [...Class.observedAttributes].sort(),
          own: Object.getOwnPropertyNames(element),
          seen: /** @type {any} */ (window).seen,
        };
      },
      [nearEnd, last],
    );
    await page.waitForFunction(() => /** @type {any} */ (window).seen.some((/** @type {any} */ e) => e.type === 'gameover'));
    await page.waitForFunction(() => /** @type {any} */ (window).seen.some((/** @type {any} */ e) => e.type === 'friend-link'));
    const seen = /** @type {{ type: string, bubbles: boolean, composed: boolean, cancelable: boolean, detail: string[] }[]} */ (
      await page.evaluate(() => /** @type {any} */ (window).seen)
    );
    const dts = declared(readFileSync(join(host.packageDir, 'mancala-game.d.ts'), 'utf8'));
    const cem = manifested();

    assert.deepEqual(runtime.own, [], 'no own property on the element: its internals are #private');
    assert.deepEqual(cem.attributes, runtime.attributes, 'custom-elements.json: the attributes the element observes');
    assert.deepEqual(dts.attributes, runtime.attributes, 'mancala-game.d.ts: the attributes the element observes');
    assert.deepEqual(cem.members, runtime.members, 'custom-elements.json: the public members, each of its kind');
    assert.deepEqual(dts.members, runtime.members, 'mancala-game.d.ts: the public members, each of its kind');
    const methods = Object.keys(runtime.members).filter((name) => runtime.members[name] === 'method');
    assert.deepEqual(
      methods.filter((name) => runtime.attributes.includes(name)),
      [],
      'no method is named like an attribute',
    );

    /** @type {Record<string, string[]>} */
    const fired = {};
    for (const event of seen) {
      assert.deepEqual(fired[event.type] ?? event.detail, event.detail, `every ${event.type} event has the same detail fields`);
      fired[event.type] = event.detail;
      assert.equal(event.composed, true, `${event.type} is composed`);
      assert.equal(event.bubbles, event.type !== 'error', `${event.type} bubbles (error alone does not, as the manifest says)`);
      assert.equal(event.cancelable, event.type === 'before-move', `${event.type} is cancelable only if it is before-move`);
    }
    assert.deepEqual(Object.keys(fired).sort(), Object.keys(cem.events).sort(), 'the page saw every event of the manifest, and no other');
    assert.deepEqual(cem.events, Object.fromEntries(Object.keys(cem.events).map((name) => [name, fired[name]])), 'custom-elements.json: each detail');
    assert.deepEqual(dts.events, cem.events, 'mancala-game.d.ts: each event and its detail');
    assert.match(cem.eventText.error, /does not bubble/, 'the manifest says error does not bubble');
  } finally {
    await context.close();
    server.stop();
  }
});
