// @ts-check
// The info page's game tiles in Spanish (issue 38, smaller items): their
// three ways in said alike, infinitive or noun ("Jugar", "Aprender",
// "Problemas"), not "Jugar" beside the imperative "Aprende".

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inContext, useSite } from './helpers.mjs';

const site = useSite();

test('the Spanish tiles say Jugar, Aprender, Problemas', async () => {
  await inContext(site, { locale: 'es-ES', viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}index.html?lang=es`);
    const links = page.locator('.game-tile').first().locator('.mode-link');
    await page.waitForFunction(() => document.documentElement.lang === 'es' && document.querySelector('.game-tile .mode-link')?.textContent === 'Jugar');
    assert.deepEqual(await links.allTextContents(), ['Jugar', 'Aprender', 'Problemas']);
    assert.deepEqual(problems, []);
  });
});
