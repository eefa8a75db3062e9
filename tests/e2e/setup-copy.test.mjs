// @ts-check
// Set up's words and its copy (issue 38, "Set up"): "Copy the board" copies
// the board as shown, the edits kept (it put the game's position back);
// a wrong seed count says where the missing seeds go (Seeds taken); the
// link to a position is said to be one (not "Send it to your opponent").

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, clickHole, copiedBy, inContext, useSite } from './helpers.mjs';

const site = useSite();

for (const [width, height, locale] of /** @type {const} */ ([
  [390, 844, 'en-GB'],
  [1280, 800, 'es-ES'],
])) {
  test(`set up at ${width}×${height} (${locale}): Copy the board keeps the edits; the seed count and the link say what they mean`, async () => {
    await inContext(site, { reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      const es = locale === 'es-ES';
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${site.url}play.html?game=sokusowo`);
      await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
      const panel = board(page, 'sokusowo').locator('.mg-setup');
      await panel.locator('summary').click();
      await panel.locator('.mg-setup-tool[data-tool="empty"]').click();
      await clickHole(page, 'sokusowo', '1B');
      const box = panel.locator('.mg-setup-seeds[data-hole="1B"]');
      assert.equal(await box.inputValue(), '0');

      // Copied as shown: 1B empty, in the clipboard and in the boxes.
      const copied = await copiedBy(page, panel.locator('.mg-setup-from-board'));
      assert.equal(copied, 'sokusowo 0,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0');
      assert.equal(await box.inputValue(), '0', 'the edit stays in its box');
      assert.equal(await panel.locator('.mg-setup-text').inputValue(), copied);
      const message = panel.locator('.mg-setup-message');
      assert.equal(
        await message.textContent(),
        es ? 'El tablero tal como se ve está en el portapapeles como texto de posición.' : 'The board as shown is on the clipboard as a position text.',
      );

      // 44 seeds of 48: the refusal says where the others go.
      await panel.locator('.mg-setup-apply').click();
      const refusal = (await message.textContent()) ?? '';
      assert.match(
        refusal,
        es
          ? /ponlas en «Semillas capturadas por B \(sur\)» y «Semillas capturadas por A \(norte\)»\.$/
          : /put them in “Seeds taken by B \(South\)” and “Seeds taken by A \(North\)”\.$/,
        refusal,
      );
      assert.doesNotMatch(refusal, /character|carácter/, 'no character of a text the player never wrote');
      assert.equal(await panel.locator('.mg-setup-captured-b').getAttribute('aria-invalid'), 'true', 'the box is marked');

      // Put right (4 seeds taken by B), set up, and its link copied: words that fit a position.
      await panel.locator('.mg-setup-captured-b').fill('4');
      await panel.locator('.mg-setup-apply').click();
      await page.locator('.mg[data-game="sokusowo"][data-position="sokusowo 0,4,4,4,4,4/4,4,4,4,4,4 B captured=4,0"]').waitFor({ state: 'attached' });
      const link = await copiedBy(page, panel.locator('.mg-setup-share'));
      assert.match(link, /play\.html\?game=sokusowo.*#/);
      const said = (await message.textContent()) ?? '';
      assert.match(said, es ? /^El enlace a esta posición está en el portapapeles/ : /^The link to this position is on the clipboard/);
      assert.doesNotMatch(said, /opponent|adversario/);
      assert.deepEqual(problems, []);
    });
  });
}
