// @ts-check
// The info page's "embed this board" box: the settings chosen in its form
// become two snippets, a <mancala-game> element and an iframe of
// embed.html, with absolute URLs of this site, each with a copy button.

import { PAGES_EN } from '../i18n/pages-en.js';
import { addEnglish, translate } from '../i18n/translate.js';

// The page's own English words (the element carries only its own).
addEnglish(PAGES_EN);

/** Attributes left out of the element snippet when they hold the default. */
const DEFAULTS = /** @type {Record<string, string>} */ ({ opponent: 'human', level: 'intermediate', start: 'B', speed: '', size: 'fit' });
/** The order attributes and parameters are written in. */
const FIELDS = ['game', 'lang', 'opponent', 'level', 'start', 'speed', 'size'];
const IFRAME_HEIGHT = 760;

/**
 * Text safe inside a double-quoted HTML attribute.
 * @param {string} text
 */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The settings that differ from the defaults (always the game and language).
 * @param {HTMLFormElement} form
 * @returns {[string, string][]}
 */
function chosenSettings(form) {
  const data = new FormData(form);
  const computer = data.get('opponent') === 'computer';
  /** @type {[string, string][]} */
  const chosen = [];
  for (const name of FIELDS) {
    const value = String(data.get(name) ?? '');
    if (name === 'level' && !computer) continue;
    if (name === 'game' || name === 'lang' || value !== DEFAULTS[name]) chosen.push([name, value]);
  }
  return chosen;
}

/**
 * Both snippets for the form's settings.
 * @param {HTMLFormElement} form
 * @param {URL} site  the folder the site is served from
 */
export function snippets(form, site) {
  const chosen = chosenSettings(form);
  const attributes = chosen.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  const element = `<script type="module" src="${escapeAttribute(new URL('mancala-game.js', site).href)}"></script>\n<mancala-game${attributes}></mancala-game>`;
  const frameUrl = new URL('embed.html', site);
  for (const [name, value] of chosen) frameUrl.searchParams.set(name, value);
  const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem('game'));
  const title = select.selectedOptions[0]?.textContent ?? 'Mancala';
  const iframe = `<iframe src="${escapeAttribute(frameUrl.href)}" title="${escapeAttribute(title)}" width="100%" height="${IFRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`;
  return { element, iframe };
}

/**
 * Copies a snippet; the button says whether it worked.
 * @param {HTMLButtonElement} button
 * @param {HTMLTextAreaElement} box
 */
async function copySnippet(button, box) {
  const lang = document.documentElement.lang === 'es' ? 'es' : 'en';
  let key = 'embed.copied';
  try {
    await navigator.clipboard.writeText(box.value);
  } catch {
    box.select();
    key = 'embed.copyFailed';
  }
  button.textContent = translate(lang, key);
  setTimeout(() => {
    button.textContent = translate(document.documentElement.lang === 'es' ? 'es' : 'en', 'embed.copy');
  }, 2000);
}

const form = /** @type {HTMLFormElement | null} */ (document.getElementById('embed-box'));
if (form) {
  const site = new URL('.', location.href);
  const elementBox = /** @type {HTMLTextAreaElement} */ (document.getElementById('embed-element'));
  const iframeBox = /** @type {HTMLTextAreaElement} */ (document.getElementById('embed-iframe'));
  const level = /** @type {HTMLSelectElement} */ (form.elements.namedItem('level'));
  const update = () => {
    level.disabled = new FormData(form).get('opponent') !== 'computer';
    const { element, iframe } = snippets(form, site);
    elementBox.value = element;
    iframeBox.value = iframe;
  };
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  for (const button of form.querySelectorAll('button[data-copy]')) {
    const box = /** @type {HTMLTextAreaElement} */ (document.getElementById(/** @type {HTMLElement} */ (button).dataset.copy ?? ''));
    button.addEventListener('click', () => void copySnippet(/** @type {HTMLButtonElement} */ (button), box));
  }
  update();
}
