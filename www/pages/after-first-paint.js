// @ts-check
// The first script of a page whose first screenful is its own HTML
// (index.html: its words, the games' pictures, no board): its code is
// fetched once that is painted (scripts/bundle.mjs writeAfterPaint, which
// bundles this module into the page's loader; docs/PERFORMANCE.md, "Page audits").

import { pickLanguage } from '../i18n/languages.js';
import { SafeStorage } from '../store/storage.js';
import { LANGUAGE_KEY } from './language-menu.js';

/**
 * Runs `load` (the page's code) once the page's first paint is on screen: a
 * frame's animation callbacks run before its paint, so the second frame's
 * come after the first's. At once for a page in a background tab (which
 * paints no frame), and for a page whose words change language: they wait
 * unseen for their texts (pages/info-page.js), never painted in English first.
 * @param {() => Promise<unknown>} load
 */
export function loadAfterFirstPaint(load) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load();
  };
  const lang = pickLanguage(new SafeStorage().get(LANGUAGE_KEY), navigator.languages ?? [navigator.language]);
  if (lang !== document.documentElement.lang || document.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(start));
  document.addEventListener('visibilitychange', start, { once: true });
}
