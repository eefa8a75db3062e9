// @ts-check
// The analysis board on the play page, for every game: a position set up
// hole by hole with one mistake is refused with the engine's reason in the
// page's language and changes nothing; the same position put right is
// accepted, goes on the board (the game it replaces kept on the shelf),
// gets the value of every hole from the hint (one for each playable hole),
// plays on, and travels in a share link. A finished position and a text
// that does not read are refused in the page's language, nothing lost.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, copiedBy, firstPlayable, useSite } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in contexts the file's tests share (fresh-pages.mjs).
const inFreshPage = useFreshPages(site);

/** A position each game can reach (docs/FORMATS.md), a mistake in it, and what the refusal must name. */
const CASES = /** @type {const} */ ([
  {
    game: 'sulus-aidi',
    lang: 'en',
    position: 'sulus-aidi 3,3,3,3,3,0,3,3a,0/4,0,4,4b,5,4,4,4,4 A',
    wrong: { claim: ['2B', 'b'] },
    says: /B \(South\) can only claim holes on the other side, not 2B\./,
  },
  { game: 'sokusowo', lang: 'es', position: 'sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0', wrong: { seeds: ['1B', 2] }, says: /48.*49/ },
  { game: 'sadeqa-ii', lang: 'en', position: 'sadeqa-ii 0,4,4,0,0,1/5,5,1,4,4,4 A captured=4,0 owed=A', wrong: { seeds: ['3A', 0] }, says: /36.*35/ },
  {
    game: 'anywoli',
    lang: 'es',
    position: 'anywoli 5,5,5,5,5,5,5,5,5,5,4,0/0,0,3,5,5,5,5,5,5,5,4,0 B captured=0,0 stall=7',
    wrong: { captured: ['B', 3] },
    says: /96.*99/,
  },
]);

/**
 * Fills the panel's fields from a position text, as a person would type them.
 * @param {import('playwright-core').Locator} panel
 * @param {string} position
 */
async function fill(panel, position) {
  const [, holes, turn, ...fields] = position.split(' ');
  const [b, a] = holes.split('/').map((side) => side.split(','));
  for (const [side, counts] of /** @type {const} */ ([
    ['B', b],
    ['A', a],
  ])) {
    for (const [i, count] of counts.entries()) {
      const label = `${i + 1}${side}`;
      await panel.locator(`.mg-setup-seeds[data-hole="${label}"]`).fill(String(Number.parseInt(count, 10)));
      const claim = panel.locator(`.mg-setup-claim[data-hole="${label}"]`);
      if ((await claim.count()) > 0) await claim.selectOption(/[ab]$/.test(count) ? count.slice(-1).toUpperCase() : '');
    }
  }
  await panel.locator('.mg-setup-turn').selectOption(turn);
  for (const field of fields) {
    const [key, value] = field.split('=');
    if (key === 'captured') {
      const [cb, ca] = value.split(',');
      await panel.locator('.mg-setup-captured-b').fill(cb);
      await panel.locator('.mg-setup-captured-a').fill(ca);
    } else if (key === 'owed') {
      const boxes = panel.locator('.mg-setup-extras input[type="checkbox"]');
      await boxes.nth(0).setChecked(value.includes('B'));
      await boxes.nth(1).setChecked(value.includes('A'));
    } else if (key === 'stall') {
      await panel.locator('.mg-setup-stall').fill(value);
    }
  }
}

for (const { game, lang, position, wrong, says } of CASES) {
  test(`${game} (${lang}): a set-up position with a mistake is refused in words, then accepted, valued, played on and shared`, async () => {
    await inFreshPage(
      { reducedMotion: 'reduce', locale: lang === 'es' ? 'es-ES' : 'en-GB', viewport: { width: 1280, height: 800 } },
      async ({ page, problems }) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`${site.url}play.html?game=${game}&lang=${lang}`);
        await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
        // A game under way, which the set-up position must not lose (the race aside).
        if (game !== 'sulus-aidi') {
          await clickHole(page, game, await firstPlayable(page, game));
          await page.locator(`.mg[data-game="${game}"][data-animating="false"][data-moves]:not([data-moves=""])`).waitFor({ state: 'attached' });
        }
        const before = await boardData(page, game, 'position');
        const panel = page.locator('.mg-setup');
        await panel.locator('summary').click();
        assert.equal(await panel.locator('.mg-setup-text').inputValue(), before, 'the fields start from the board');

        await fill(panel, position);
        assert.equal(await panel.locator('.mg-setup-text').inputValue(), position, 'the fields write the position text');
        // One mistake, then the engine's verdict.
        if ('seeds' in wrong) await panel.locator(`.mg-setup-seeds[data-hole="${wrong.seeds[0]}"]`).fill(String(wrong.seeds[1]));
        if ('claim' in wrong) await panel.locator(`.mg-setup-claim[data-hole="${wrong.claim[0]}"]`).selectOption(wrong.claim[1].toUpperCase());
        if ('captured' in wrong) await panel.locator('.mg-setup-captured-b').fill(String(wrong.captured[1]));
        await panel.locator('.mg-setup-apply').click();
        const message = panel.locator('.mg-setup-message');
        assert.equal(await message.getAttribute('role'), 'alert');
        const refusal = (await message.textContent()) ?? '';
        const intro = lang === 'es' ? 'No se puede preparar esta posición: ' : 'This position cannot be set up: ';
        assert.ok(refusal.startsWith(intro) && refusal.length > intro.length + 10, refusal);
        assert.match(refusal, says);
        if (lang === 'es') assert.doesNotMatch(refusal, /\b(seeds|must|hole)\b/, `the engine's reason in Spanish: ${refusal}`);
        // Typed into the boxes: no character of a text the player never wrote; a box, where the error lies in one.
        assert.doesNotMatch(refusal, /character|carácter/, refusal);
        if ('claim' in wrong) {
          assert.match(refusal, /See the box “Claim of 2B”\.$/);
          const box = panel.locator('.mg-setup-claim[data-hole="2B"]');
          assert.equal(await box.getAttribute('aria-invalid'), 'true', 'the box is marked');
          assert.equal(await box.evaluate((b) => b === /** @type {ShadowRoot} */ (b.getRootNode()).activeElement), true, 'and focused');
        }
        assert.equal(await boardData(page, game, 'position'), before, 'a refused position changes nothing');

        // Put right: accepted.
        await fill(panel, position);
        assert.equal(await panel.locator('[aria-invalid]').count(), 0, 'an edit clears the mark');
        await panel.locator('.mg-setup-apply').click();
        assert.equal(await message.getAttribute('role'), 'status');
        assert.equal(await boardData(page, game, 'position'), position, 'the position is on the board');
        if (game !== 'sulus-aidi') {
          assert.equal(await board(page, game).locator('.mg-notice-action').isVisible(), true, 'the game it replaced is kept, with a way back');
        }

        // Shared: the link opens this position in a fresh page.
        const link = await copiedBy(page, panel.locator('.mg-setup-share'));
        assert.match(link, /play\.html\?game=.*#/);
        const other = await page.context().newPage();
        await other.goto(link);
        await other.locator(`.mg[data-game="${game}"][data-position="${position}"]`).waitFor({ state: 'attached' });
        await other.close();

        // The value of every hole, as the hint gives it.
        await panel.locator('.mg-setup-values').click();
        await page.locator(`.mg[data-game="${game}"]:not([data-hint=""])`).waitFor({ state: 'attached' });
        const outcomes = (await boardData(page, game, 'outcomes')).split(' ').filter(Boolean);
        const playable = (await boardData(page, game, 'playable')).split(' ').filter(Boolean);
        assert.ok(playable.length > 0, 'the position has moves');
        for (const outcome of outcomes) assert.match(outcome, /^\d+[AB]:(win|draw|loss|\?)(-?\d+)?$/, `a hole and its value: ${outcome}`);
        assert.deepEqual(outcomes.map((o) => o.split(':')[0]).sort(), [...playable].sort(), 'one value for each playable hole, no more');

        // And the game plays on from it, the panel closed.
        if (await panel.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open)) await panel.locator('summary').click();
        await clickHole(page, game, await boardData(page, game, 'hint'));
        await page.locator(`.mg[data-game="${game}"][data-animating="false"]:not([data-position="${position}"])`).waitFor({ state: 'attached' });
        assert.deepEqual(problems, []);
      },
    );
  });
}

test('sokusowo (es): a finished position and a text that does not read are refused in Spanish, the board and the typed text kept', async () => {
  await inFreshPage({ reducedMotion: 'reduce', locale: 'es-ES', viewport: { width: 1280, height: 800 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=sokusowo&lang=es`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    const before = await boardData(page, 'sokusowo', 'position');
    const panel = page.locator('.mg-setup');
    await panel.locator('summary').click();
    const text = panel.locator('.mg-setup-text');
    const message = panel.locator('.mg-setup-message');
    const intro = 'No se puede preparar esta posición: ';
    for (const [typed, says] of /** @type {[string, RegExp][]} */ ([
      // A finished game (turn "over") without its result (tests/data/refusals.txt, result-missing).
      [
        'sokusowo 0,0,0,0,0,0/0,0,0,0,0,0 over captured=30,18',
        /^Una partida terminada necesita su resultado \(result=GANADOR:MOTIVO\)\. \(en el carácter 53\)$/,
      ],
      // A game over by its rules: B, to move, has nothing to sow.
      ['sokusowo 0,0,0,0,0,0/12,12,12,12,0,0 B captured=0,0', /^B \(sur\) no tiene ningún agujero con 2 semillas o más: la partida habría terminado\./],
      // Text that does not read as a position.
      ['sokusowo 4,4,x', /^Los agujeros van en dos filas separadas por una «\/»/],
    ])) {
      await text.fill(typed);
      await panel.locator('.mg-setup-apply').click();
      assert.equal(await message.getAttribute('role'), 'alert');
      const refusal = (await message.textContent()) ?? '';
      assert.ok(refusal.startsWith(intro), refusal);
      assert.match(refusal.slice(intro.length), says);
      assert.doesNotMatch(refusal, /\b(seeds|game|needs|holes|rows)\b/, `in Spanish: ${refusal}`);
      assert.equal(await text.inputValue(), typed, 'the typed text stays to be put right');
      assert.equal(await boardData(page, 'sokusowo', 'position'), before, 'a refused position changes nothing');
    }
    assert.deepEqual(problems, []);
  });
});

test('set up on the board: a tap adds a seed, takes one or empties the hole; a refusal shows at the board; a set-up position plays', async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await inFreshPage({ reducedMotion: 'reduce', viewport }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=sokusowo`);
      await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
      const before = await boardData(page, 'sokusowo', 'position');
      const panel = page.locator('.mg-setup');
      await panel.locator('summary').click();
      const box = (/** @type {string} */ hole) => panel.locator(`.mg-setup-seeds[data-hole="${hole}"]`);
      const text = panel.locator('.mg-setup-text');
      assert.equal(await panel.locator('.mg-setup-tool[aria-pressed="true"]').getAttribute('data-tool'), 'add', 'opening Set up edits the board');

      // Add: 1A (a hole of the player not to move, which play would refuse) gains a seed.
      await clickHole(page, 'sokusowo', '1A');
      assert.equal(await box('1A').inputValue(), '5');
      assert.match(await text.inputValue(), /\/5,4,4,4,4,4 B/);
      assert.match((await board(page, 'sokusowo').locator('.mg-live').textContent()) ?? '', /1A: 5 seeds/);
      assert.equal(await boardData(page, 'sokusowo', 'position'), before, 'editing changes no game');
      // Take, then empty.
      await panel.locator('.mg-setup-tool[data-tool="take"]').click();
      await clickHole(page, 'sokusowo', '2B');
      assert.equal(await box('2B').inputValue(), '3');
      await panel.locator('.mg-setup-tool[data-tool="empty"]').click();
      await clickHole(page, 'sokusowo', '3B');
      assert.equal(await box('3B').inputValue(), '0');
      // 48 seeds were there, 44 are now: the engine refuses, at the board too.
      await panel.locator('.mg-setup-apply').click();
      const toast = board(page, 'sokusowo').locator('.mg-toast');
      await toast.waitFor({ state: 'visible' });
      assert.match((await toast.textContent()) ?? '', /^This position cannot be set up: /);
      const r = await toast.boundingBox();
      assert.ok(
        r && r.y >= 0 && r.y + r.height <= viewport.height && r.x >= 0 && r.x + r.width <= viewport.width,
        `the refusal on screen: ${JSON.stringify(r)}`,
      );
      assert.equal(await boardData(page, 'sokusowo', 'position'), before, 'a refused position changes nothing');

      // Put right on the board (four seeds back into 3B), then set up: the board plays again.
      await panel.locator('.mg-setup-tool[data-tool="add"]').click();
      for (let i = 0; i < 4; i++) await clickHole(page, 'sokusowo', '3B');
      await panel.locator('.mg-setup-apply').click();
      const position = 'sokusowo 4,3,4,4,4,4/5,4,4,4,4,4 B captured=0,0';
      assert.equal(await boardData(page, 'sokusowo', 'position'), position);
      assert.equal(await panel.locator('.mg-setup-tool[aria-pressed="true"]').count(), 0, 'setting up gives the board back to the game');
      await clickHole(page, 'sokusowo', '1B');
      await page.locator('.mg[data-game="sokusowo"][data-animating="false"]:not([data-moves=""])').waitFor({ state: 'attached' });
      assert.equal(await boardData(page, 'sokusowo', 'moves'), '1B');
      assert.deepEqual(problems, []);
    });
  }
});
