// @ts-check
// The lessons (mode=lesson, docs/LESSONS.md) on the built site: the page
// judges every move of every shipped step as `mancala lesson` does (the
// engine's judgement, `Game.judgeLessonMove`, in Node); a lesson played to
// its end in each game, by clicks and by keyboard, each way in English for
// two games and in Spanish for the other two, a wrong move refused and
// taken back in each; the slow sowing; progress kept across a reload, and a
// game in play left as it was; a bad mode falls back to play with a
// warning; index.html's Learn, Puzzles and Play; the panel beside or under
// the board on a phone and a desktop (screenshots in test-results/). The
// animation is instant except where the slow sowing is what is tested.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { judge, parseLesson } from '../../www/modes/lesson/lesson.js';
import { useFreshPages } from './fresh-pages.mjs';
import { assetsDir, inContext, keptGames, loadBuiltEngine, loadBuiltLessons, RESULTS, saveScreenshot, useSite } from './helpers.mjs';

/** @typedef {import('../../www/modes/lesson/lesson.js').Lesson} Lesson */
/** @typedef {import('../../www/modes/lesson/lesson.js').LessonStep} LessonStep */
/** @typedef {import('playwright-core').Page} Page */

const site = useSite();
// Each lesson test starts as a first visit, in contexts the file's tests share (helpers.mjs).
const inFreshPage = useFreshPages(site);
const GAMES = ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli'];

/**
 * A lesson as the built site ships it.
 * @param {string} game
 * @returns {Lesson}
 */
function shippedLesson(game) {
  return parseLesson(readFileSync(join(assetsDir(), 'lessons', `${game}.jsonl`), 'utf8'));
}

/**
 * The moves a step accepts.
 * @param {LessonStep} step
 */
const answersOf = (step) => (step.play !== undefined ? [step.play] : (step.answers ?? []));

/**
 * @param {Page} page
 * @param {string} game
 */
const board = (page, game) => page.locator(`.mg[data-game="${game}"]`);

/**
 * @param {Page} page
 * @param {string} game
 * @param {string} name
 */
const data = (page, game, name) => board(page, game).evaluate((node, key) => /** @type {HTMLElement} */ (node).dataset[key] ?? '', name);

/**
 * Waits for the lesson to be in a phase at a step (1-based).
 * @param {Page} page
 * @param {string} game
 * @param {string} phase
 * @param {number} step
 */
async function waitLesson(page, game, phase, step) {
  await page.locator(`.mg[data-game="${game}"][data-lesson-phase="${phase}"][data-lesson-step="${step}"]`).waitFor({ state: 'attached' });
}

/**
 * Opens a game's lesson on play.html.
 * @param {Page} page
 * @param {string} game
 * @param {string} query  more parameters
 */
async function openLesson(page, game, query = '&speed=instant') {
  await page.goto(`${site.url}play.html?game=${game}&mode=lesson${query}`);
  await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
  await page.locator(`.mg[data-game="${game}"][data-lesson-phase="try"]`).waitFor({ state: 'attached' });
}

/**
 * Clicks a hole at the centre the board publishes for it.
 * @param {Page} page
 * @param {string} game
 * @param {string} label
 */
async function clickHole(page, game, label) {
  const centre = JSON.parse(await data(page, game, 'holes'))[label];
  assert.ok(centre, `${game} has a hole ${label}`);
  await board(page, game)
    .locator('canvas')
    .click({ position: { x: centre[0], y: centre[1] } });
}

/**
 * Moves the keyboard focus to a hole with the arrow keys (the board says
 * which hole is pointed at) and presses Enter.
 * @param {Page} page
 * @param {string} game
 * @param {string} label
 */
async function keyHole(page, game, label) {
  const canvas = board(page, game).locator('canvas');
  await canvas.focus();
  const centres = JSON.parse(await data(page, game, 'holes'));
  if (!(await data(page, game, 'pointed'))) await page.keyboard.press('ArrowRight');
  for (let presses = 0; presses < 40; presses++) {
    const at = await data(page, game, 'pointed');
    if (at === label) break;
    const [x, y] = centres[at];
    const [tx, ty] = centres[label];
    const key = Math.abs(tx - x) > Math.abs(ty - y) ? (tx > x ? 'ArrowRight' : 'ArrowLeft') : ty > y ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  assert.equal(await data(page, game, 'pointed'), label, `the keyboard reached ${label}`);
  await page.keyboard.press('Enter');
}

/**
 * Plays a move by clicks or keys: a joint opening is B's hole, then A's.
 * @param {Page} page
 * @param {string} game
 * @param {string} move
 * @param {'click' | 'key'} how
 */
async function playMove(page, game, move, how) {
  for (const hole of move.split('+')) await (how === 'click' ? clickHole : keyHole)(page, game, hole);
}

/**
 * A legal move of the step on the board that the step does not accept.
 * @param {Page} page
 * @param {string} game
 * @param {LessonStep} step
 */
async function wrongMove(page, game, step) {
  const answers = answersOf(step);
  if ((await data(page, game, 'phase')) === 'race') {
    const a = answers[0].split('+')[1];
    for (const b of ['1B', '2B', '3B', '5B', '6B']) if (!answers.includes(`${b}+${a}`)) return `${b}+${a}`;
  }
  return (await data(page, game, 'playable')).split(' ').find((move) => move && !answers.includes(move)) ?? null;
}

test('the page judges every move of every shipped step as `mancala lesson` does, from the engine’s events', async () => {
  const { Game } = await loadBuiltEngine();
  // The page's module leaves lesson judging to a module of its own.
  assert.equal('judgeLessonMove' in Game, false, 'the page engine has no lesson judging');
  const lessons = await loadBuiltLessons();
  for (const game of GAMES) {
    const lesson = shippedLesson(game);
    assert.ok(lesson.steps.length >= 6, `${game}: ${lesson.steps.length} steps`);
    lesson.steps.forEach((step, i) => {
      const position = Game.fromPosition(step.position);
      const view = position.view();
      assert.equal(view.game, game);
      const answers = answersOf(step);
      let accepted = 0;
      for (const move of view.legal_moves) {
        const { ok } = judge(step, move, (at, task, played) => lessons.Game.judgeLessonMove(at, task, played));
        assert.equal(ok, answers.includes(move), `${game} step ${i + 1}: ${move}`);
        if (ok) accepted += 1;
      }
      assert.equal(accepted, answers.length, `${game} step ${i + 1}: every answer is a legal move`);
      position.free();
    });
  }
});

test('the lesson judging’s module comes with a lesson, before its first move, never with a game', async () => {
  // The service worker blocked: it would fetch every file of the site for later.
  await inContext(site, { serviceWorkers: 'block' }, async ({ page, problems }) => {
    /** @type {string[]} */
    const judging = [];
    page.on('request', (request) => {
      if (request.url().includes('/pkg-lessons/')) judging.push(request.url());
    });
    // A game played: the page's rules module only.
    await page.goto(`${site.url}play.html?game=sokusowo&speed=instant`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]:not([data-playable=""])').waitFor({ state: 'attached' });
    const playable = await page.locator('.mg[data-game="sokusowo"]').getAttribute('data-playable');
    await clickHole(page, 'sokusowo', String(playable).split(' ')[0]);
    await page.locator('.mg[data-game="sokusowo"]:not([data-moves=""])').waitFor({ state: 'attached' });
    assert.deepEqual(judging, [], 'no lesson judging for a game');
    // A lesson: its module loads as the lesson opens, ready before the learner's first move.
    const loaded = page.waitForEvent('requestfinished', { predicate: (request) => request.url().endsWith('/pkg-lessons/mancala_wasm_lessons_bg.wasm') });
    await openLesson(page, 'sokusowo');
    await loaded;
    assert.deepEqual(
      problems.filter((p) => !p.includes('Service Worker registration blocked')),
      [],
    );
  });
});

/** The lesson's own words in each language, to check the page against. */
const WORDS = {
  en: { count: 'Step {n} of {total}', wrong: /^Not this one[.:] .*The move is taken back: try again\.$/s, done: 'Well done! ', play: 'Play a game' },
  es: { count: 'Paso {n} de {total}', wrong: /^Esa no[.:] .*La jugada se deshace: prueba otra vez\.$/s, done: '¡Bien hecho! ', play: 'Jugar una partida' },
};

/**
 * Plays a game's lesson to its end by clicks or by keyboard in one
 * language, a wrong move tried first and taken back.
 * @param {string} game
 * @param {'click' | 'key'} how
 * @param {'en' | 'es'} lang
 */
async function playLesson(game, how, lang) {
  const words = WORDS[lang];
  await inFreshPage({ locale: lang === 'es' ? 'es-ES' : 'en-GB' }, async ({ page, problems }) => {
    const lesson = shippedLesson(game);
    await openLesson(page, game, `&speed=instant&lang=${lang}`);
    if (lang === 'en') assert.equal(await page.title(), `Learn ${lesson.title.en.replace(/^Learn /, '')}`);
    assert.equal((await page.locator('.mg-lesson-heading').textContent())?.trim(), lesson.title[lang]);
    let wrongTried = false;
    for (const [i, step] of lesson.steps.entries()) {
      const n = i + 1;
      await waitLesson(page, game, 'try', n);
      assert.equal(await data(page, game, 'position'), step.position);
      assert.equal(await page.locator('.mg-lesson-count').textContent(), words.count.replace('{n}', String(n)).replace('{total}', String(lesson.steps.length)));
      assert.equal(await page.locator('.mg-lesson-title').textContent(), step.title[lang]);
      assert.equal(await page.locator('.mg-lesson-task > span').textContent(), step.task[lang]);
      assert.equal(await page.locator('.mg-lesson-text').textContent(), step.text[lang]);
      const wrong = wrongTried ? null : await wrongMove(page, game, step);
      if (wrong) {
        await playMove(page, game, wrong, how);
        await waitLesson(page, game, 'try', n);
        const said = (await page.locator('.mg-lesson-feedback').textContent()) ?? '';
        assert.match(said, words.wrong);
        if (step.hint) assert.ok(said.includes(step.hint[lang]), said);
        // Taken back: the step's position again, the step not marked done.
        assert.equal(await data(page, game, 'position'), step.position);
        assert.equal(await page.locator('.mg-lesson-dots li[data-state="done"]').count(), i);
        wrongTried = true;
      }
      await playMove(page, game, answersOf(step)[0], how);
      await waitLesson(page, game, 'done', n);
      assert.equal(await page.locator('.mg-lesson-feedback').textContent(), `${words.done}${step.explain[lang]}`);
      if (n === lesson.steps.length) break;
      if (how === 'click') {
        await page.locator('.mg-lesson-next').click();
      } else {
        // The step done, the focus is on Next: Enter goes on, and the board takes the focus back.
        assert.equal(await page.locator('.mg-lesson-next').evaluate((node) => node === /** @type {ShadowRoot} */ (node.getRootNode()).activeElement), true);
        await page.keyboard.press('Enter');
      }
    }
    assert.ok(wrongTried, 'a wrong move was tried');
    // The end: every step done, a game or the puzzles next, in the page's language.
    assert.equal(await page.locator('.mg-lesson-dots li[data-state="done"]').count(), lesson.steps.length);
    const play = page.locator('.mg-lesson-play');
    if (how === 'key') assert.equal(await play.evaluate((node) => node === /** @type {ShadowRoot} */ (node.getRootNode()).activeElement), true);
    assert.equal(await play.textContent(), words.play);
    assert.equal(await play.getAttribute('href'), `${site.url}play.html?game=${game}&lang=${lang}`);
    assert.equal(await page.locator('.mg-lesson-puzzles').getAttribute('href'), `${site.url}play.html?game=${game}&lang=${lang}&mode=puzzle`);
    assert.deepEqual(problems, []);
  });
}

// Clicks and keyboard each in both languages, two games each way: the
// whole matrix with one lesson played per game and way, as before.
for (const [i, game] of GAMES.entries()) {
  const [clickLang, keyLang] = /** @type {['en' | 'es', 'en' | 'es']} */ (i % 2 === 0 ? ['en', 'es'] : ['es', 'en']);
  test(`${game}: the lesson played to its end by clicks (${clickLang}), a wrong move refused and taken back`, () => playLesson(game, 'click', clickLang));
  test(`${game}: the lesson played to its end by keyboard (${keyLang}), a wrong move refused and taken back`, () => playLesson(game, 'key', keyLang));
}

test('a lesson sows slowly by default; Skip ends the sowing; the speed chosen in a lesson stays a lesson’s', async () => {
  await inFreshPage({ reducedMotion: 'no-preference' }, async ({ page, problems }) => {
    await openLesson(page, 'sokusowo', '');
    assert.equal(await page.locator('select.mg-speed').inputValue(), 'slow');
    await clickHole(page, 'sokusowo', '1B');
    // 1B's four laps take well over three seconds at the slow speed: it is sowing, and says so.
    await page.locator('.mg[data-game="sokusowo"][data-animating="true"]').waitFor({ state: 'attached' });
    assert.equal(await data(page, 'sokusowo', 'lessonPhase'), 'moving');
    assert.equal(await page.locator('.mg-lesson-feedback').textContent(), 'Watch the sowing…');
    await page.locator('.mg-skip').click();
    await waitLesson(page, 'sokusowo', 'done', 1);
    await page.locator('select.mg-speed').selectOption('fast');
    const kept = await page.evaluate(() => [localStorage.getItem('mancala:speed:lesson'), localStorage.getItem('mancala:speed')]);
    assert.deepEqual(kept, ['fast', null]);
    assert.deepEqual(problems, []);
  });
});

test('progress is kept across a reload; a game in play is never touched by a lesson', async () => {
  await inFreshPage({}, async ({ page, problems }) => {
    // A game in play first: two moves of Sokusowó on play.html.
    await page.goto(`${site.url}play.html?game=sokusowo&speed=instant`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    await clickHole(page, 'sokusowo', '3B');
    await page.locator('.mg[data-game="sokusowo"][data-moves="3B"][data-animating="false"]').waitFor({ state: 'attached' });
    const kept = async () => JSON.stringify((await keptGames(page)).find((g) => g.slot === 'sokusowo') ?? null);
    const saved = await kept();
    assert.ok(saved.includes('3B'));
    await openLesson(page, 'sokusowo');
    await clickHole(page, 'sokusowo', '1B');
    await waitLesson(page, 'sokusowo', 'done', 1);
    await page.locator('.mg-lesson-next').click();
    await waitLesson(page, 'sokusowo', 'try', 2);
    await page.reload();
    await waitLesson(page, 'sokusowo', 'try', 2);
    assert.equal(await page.locator('.mg-lesson-dots li[data-state="done"]').count(), 1);
    await page.locator('.mg-lesson-back').click();
    await waitLesson(page, 'sokusowo', 'try', 1);
    assert.equal(await data(page, 'sokusowo', 'position'), 'sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0');
    // The game in play is as it was, and comes back on its page.
    assert.equal(await kept(), saved);
    await page.goto(`${site.url}play.html?game=sokusowo&speed=instant`);
    await page.locator('.mg[data-game="sokusowo"][data-moves="3B"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.mg-lesson').count(), 0);
    assert.deepEqual(problems, []);
  });
});

test('a bad mode falls back to play with a console warning, like the other attributes; embed.html takes mode=lesson', async () => {
  await inFreshPage({}, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=anywoli&mode=quiz`);
    await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.mg-lesson').count(), 0);
    assert.equal(await page.locator('.mg-new').isVisible(), true);
    assert.deepEqual(problems, ['console warning: <mancala-game>: mode="quiz" is not one of play, replay, lesson, puzzle; using "play".']);
    problems.length = 0;
    await page.goto(`${site.url}embed.html?game=sadeqa-ii&mode=lesson&speed=instant&lang=es`);
    await page.locator('.mg[data-game="sadeqa-ii"][data-lesson-phase="try"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.mg-lesson-count').textContent(), 'Paso 1 de 6');
    assert.equal(await page.locator('.mg-new').isVisible(), false);
    assert.deepEqual(problems, []);
  });
});

test('the lesson follows the element’s lang attribute, what was said about a move included', async () => {
  await inFreshPage({}, async ({ page, problems }) => {
    await openLesson(page, 'sokusowo');
    await clickHole(page, 'sokusowo', '3B');
    await waitLesson(page, 'sokusowo', 'try', 1);
    assert.match(
      (await page.locator('.mg-lesson-feedback').textContent()) ?? '',
      /^Not this one\. 3B: four laps, ends in 6B, B puts 4 seeds aside\. This step asks for 1B\./,
    );
    await page.evaluate(() => document.querySelector('mancala-game')?.setAttribute('lang', 'es'));
    await page.locator('.mg-lesson-count', { hasText: 'Paso 1 de 6' }).waitFor();
    assert.match(
      (await page.locator('.mg-lesson-feedback').textContent()) ?? '',
      /^Esa no\. 3B: cuatro vueltas, termina en 6B, B aparta 4 semillas\. Este paso pide 1B\./,
    );
    assert.equal(await page.locator('.mg-lesson-title').textContent(), 'Aparta una semilla y siembra el resto');
    assert.equal(await page.locator('.mg-lesson-next').textContent(), 'Siguiente');
    assert.deepEqual(problems, []);
  });
});

test('every game section of index.html offers Learn, Puzzles and Play, in the page’s language', async () => {
  await inFreshPage({ locale: 'es-ES' }, async ({ page, problems }) => {
    await page.goto(site.url);
    // The page's words show once its language's texts are in (www/pages/info-page.js).
    await page.locator('html[lang="es"]:not(.texts-loading)').waitFor({ state: 'attached' });
    for (const game of GAMES) {
      const links = page.locator(`section#${game} .play-link a`);
      assert.deepEqual(await links.evaluateAll((nodes) => nodes.map((a) => /** @type {HTMLAnchorElement} */ (a).dataset.mode)), ['lesson', 'puzzle', 'play']);
      const hrefs = await links.evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
      assert.deepEqual(hrefs, [`play.html?game=${game}&mode=lesson&lang=es`, `play.html?game=${game}&mode=puzzle&lang=es`, `play.html?game=${game}&lang=es`]);
      assert.deepEqual(await links.allTextContents(), ['Aprender', 'Problemas', 'Jugar']);
      assert.match((await links.first().getAttribute('aria-label')) ?? '', /^Aprender a jugar al /);
    }
    await page.locator('section#sadeqa-ii a[data-mode="lesson"]').click();
    await page.waitForURL(/play\.html\?game=sadeqa-ii&mode=lesson&lang=es/);
    await page.locator('.mg[data-game="sadeqa-ii"][data-lesson-phase="try"]').waitFor({ state: 'attached' });
    assert.equal(await page.title(), 'Aprender a jugar al Sadeqa II');
    assert.deepEqual(problems, []);
  });
});

test('the panel and the whole board fit a phone and a desktop, in both languages (screenshots)', async () => {
  /** @type {string[]} */
  const failures = [];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const lang of ['en', 'es']) {
      await inFreshPage({ viewport, locale: lang === 'es' ? 'es-ES' : 'en-GB' }, async ({ page, problems }) => {
        for (const game of GAMES) {
          await openLesson(page, game, `&speed=instant&lang=${lang}`);
          const m = await page.evaluate(() => {
            const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
            const mg = /** @type {HTMLElement} */ (root.querySelector('.mg'));
            const canvas = /** @type {HTMLElement} */ (root.querySelector('canvas')).getBoundingClientRect();
            const [dx, dy, dw, dh] = JSON.parse(mg.dataset.drawn ?? '[0,0,0,0]');
            const panel = /** @type {HTMLElement} */ (root.querySelector('.mg-lesson')).getBoundingClientRect();
            const next = /** @type {HTMLElement} */ (root.querySelector('.mg-lesson-next')).getBoundingClientRect();
            return {
              board: { top: canvas.y + dy, left: canvas.x + dx, bottom: canvas.y + dy + dh, right: canvas.x + dx + dw },
              panel: { top: panel.top, bottom: panel.bottom, left: panel.left, right: panel.right, height: panel.height, width: panel.width },
              next: { top: next.top, bottom: next.bottom },
              pitch: Number(mg.dataset.pitch),
              scroll: document.documentElement.scrollWidth,
            };
          });
          const where = `${game} ${viewport.width}×${viewport.height} ${lang}`;
          const b = m.board;
          if (b.top < 0 || b.left < 0 || b.bottom > viewport.height + 0.5 || b.right > viewport.width + 0.5)
            failures.push(`${where}: board off screen ${JSON.stringify(b)}`);
          const overlaps = m.panel.top < b.bottom - 0.5 && m.panel.bottom > b.top && m.panel.left < b.right - 0.5 && m.panel.right > b.left;
          if (overlaps && m.panel.height > 0) failures.push(`${where}: panel over the board`);
          if (m.panel.bottom > viewport.height + 0.5 || m.panel.height < 140 || m.panel.width < 150)
            failures.push(`${where}: panel ${JSON.stringify(m.panel)}`);
          if (m.next.bottom > viewport.height + 0.5) failures.push(`${where}: Next off screen`);
          if (m.pitch < 36) failures.push(`${where}: holes ${m.pitch} px apart`);
          if (m.scroll > viewport.width) failures.push(`${where}: scrolls sideways`);
          await saveScreenshot(page, join(RESULTS, `lesson-${game}-${viewport.width}x${viewport.height}-${lang}.png`));
        }
        assert.deepEqual(problems, []);
      });
    }
  }
  assert.deepEqual(failures, []);
});
