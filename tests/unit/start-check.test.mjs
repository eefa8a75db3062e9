// @ts-check
// www/pages/start-check.js, the classic script that says why a board page has no
// board: its words are i18n's, in the page's language, and the reason
// follows the frame (sandboxed: the host's missing CORS header).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { PAGES_EN } from '../../www/i18n/pages-en.js';
import { PAGES_ES } from '../../www/i18n/pages-es.js';

const SOURCE = readFileSync(new URL('../../www/pages/start-check.js', import.meta.url), 'utf8');

/**
 * Runs the script in a page whose code never ran; what it appended.
 * @param {{ search: string, languages: string[], origin: string, defined?: boolean }} page
 * @returns {{ textContent: string, lang: string, role: string | null } | null}
 */
function notice(page) {
  /** @type {any} */
  let appended = null;
  const context = {
    location: { search: page.search },
    navigator: { languages: page.languages },
    customElements: { get: () => (page.defined ? class {} : undefined) },
    window: { origin: page.origin, addEventListener: () => assert.fail('the page has loaded already') },
    document: {
      readyState: 'complete',
      createElement: () => ({
        textContent: '',
        lang: '',
        className: '',
        attributes: /** @type {Record<string, string>} */ ({}),
        setAttribute(/** @type {string} */ name, /** @type {string} */ value) {
          this.attributes[name] = value;
        },
      }),
      querySelector: () => ({
        append: (/** @type {any} */ node) => {
          appended = node;
        },
      }),
      body: null,
    },
    URLSearchParams,
  };
  runInNewContext(SOURCE, context);
  return appended && { textContent: appended.textContent, lang: appended.lang, role: appended.attributes.role ?? null };
}

test('a sandboxed frame is told the host must send CORS headers, in the page’s language', () => {
  assert.deepEqual(notice({ search: '?lang=es', languages: ['en-GB'], origin: 'null' }), {
    textContent: PAGES_ES['page.blockedFrame'],
    lang: 'es',
    role: 'alert',
  });
  assert.deepEqual(notice({ search: '', languages: ['fr-FR', 'es-MX'], origin: 'null' }), {
    textContent: PAGES_ES['page.blockedFrame'],
    lang: 'es',
    role: 'alert',
  });
  assert.deepEqual(notice({ search: '', languages: ['de'], origin: 'null' }), { textContent: PAGES_EN['page.blockedFrame'], lang: 'en', role: 'alert' });
});

test('a page of its own origin is told its code did not load; a page whose code ran, nothing', () => {
  assert.deepEqual(notice({ search: '', languages: ['en-US'], origin: 'https://example.org' }), {
    textContent: PAGES_EN['page.codeMissing'],
    lang: 'en',
    role: 'alert',
  });
  assert.equal(notice({ search: '', languages: ['en-US'], origin: 'null', defined: true }), null);
});
