// @ts-check
// The analysis board: set up any position (the seeds of each hole, claims
// in Sulus Aidi, the seeds taken, whose turn, Sadeqa II's owed first moves,
// Anywoli's moves without a capture), written as the position text
// (docs/FORMATS.md) that the engine checks: what is wrong comes back in the
// page's language; what is accepted goes on the board to play on from, to
// ask the value of every hole (the hint), or to share as a link. While the
// panel is open the board shows the position being set up and a tap on a
// hole edits it (add a seed, take one, empty it), as a board editor does;
// the number boxes stay for the keyboard.

import { putGame } from '../../board/commands.js';
import { gameInfo, recordOptions } from '../../engine/engine.js';
import { showToast } from '../../ui/board-toast.js';
import { el, setLabel } from '../../ui/dom.js';
import { engineCode, errorText } from '../../ui/error-text.js';
import { copyOrSelect, shareLink } from '../../ui/records.js';
import { editedCount } from './setup-edit.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('../../types.js').View} View */
/** @typedef {import('../../types.js').Player} Player */

/** @typedef {import('./setup-edit.js').SetupTool} SetupTool */
/** @typedef {import('../../render/animation.js').Scene} Scene */

/** Fields of a position text that are options, not the position: kept from the board's game. */
const OPTION_FIELDS = ['first', 'start', 'last-four', 'stall-limit'];

export class SetupPanel {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   */
  constructor(board, engine) {
    this.board = board;
    this.engine = engine;
    /** @type {{ key: string, params?: Record<string, string | number>, error?: boolean } | null} */
    this.message = null;
    /** The inputs of each hole, by label (built from the view once). */
    /** @type {Map<string, { seeds: HTMLInputElement, claim: HTMLSelectElement | null }>} */
    this.holes = new Map();
    /** @type {SetupTool | null} what a tap on a hole does while the position is edited on the board; null: the board plays */
    this.tool = null;
    this.ui = this.createElements(board.record.view);
    /** Set up as a mode of the board (modes/mode.js): while a tool is chosen, taps edit the draft the board draws. */
    this.detach = board.attach({
      name: 'setup',
      tap: (label) => {
        if (this.tool) this.edit(label);
        return this.tool !== null;
      },
      draft: () => (this.tool ? this.draftScene() : null),
      panel: this.ui.details,
      dispose: () => this.detach(),
    });
    board.subscribe(() => this.update());
    this.ui.details.addEventListener('toggle', () => {
      if (this.ui.details.open) this.fillFrom(this.board.record.view);
      this.setTool(this.ui.details.open ? 'add' : null);
    });
    this.wire();
    this.fillFrom(board.record.view);
    this.update();
  }

  /** @param {View} view */
  createElements(view) {
    const number = (/** @type {string} */ cls, /** @type {number} */ max) =>
      /** @type {HTMLInputElement} */ (el('input', { type: 'number', class: cls, min: '0', max: String(max), step: '1', inputmode: 'numeric' }));
    const total = Object.values(view.board).reduce((a, b) => a + b, 0) + (view.captured ? view.captured.A + view.captured.B : 0);
    /** @type {Record<Player, HTMLElement>} */
    const rows = { B: el('div', { class: 'mg-setup-row' }), A: el('div', { class: 'mg-setup-row' }) };
    /** @type {Record<Player, HTMLElement>} */
    const rowNames = { B: el('p', { class: 'mg-setup-side' }), A: el('p', { class: 'mg-setup-side' }) };
    // Claims are Sulus Aidi's (docs/FORMATS.md); its view has none yet during the opening race.
    const claims = gameInfo(view.game).claims;
    const sorted = [...view.holes].sort((a, b) => a.number - b.number);
    for (const hole of sorted) {
      const seeds = number('mg-setup-seeds', total);
      seeds.dataset.hole = hole.label;
      /** @type {HTMLSelectElement | null} */
      let claim = null;
      if (claims) {
        claim = /** @type {HTMLSelectElement} */ (
          el(
            'select',
            { class: 'mg-setup-claim' },
            ['', 'A', 'B'].map((v) => el('option', { value: v })),
          )
        );
        claim.dataset.hole = hole.label;
      }
      const label = el('label', { class: 'mg-setup-hole' }, [el('span', {}, [hole.label]), seeds, ...(claim ? [claim] : [])]);
      rows[hole.owner].append(label);
      this.holes.set(hole.label, { seeds, claim });
    }
    const captured = { B: number('mg-setup-captured-b', total), A: number('mg-setup-captured-a', total) };
    const capturedLabels = { B: el('label', {}, [captured.B]), A: el('label', {}, [captured.A]) };
    const turn = /** @type {HTMLSelectElement} */ (
      el(
        'select',
        { class: 'mg-setup-turn' },
        // Sulus Aidi's opening race has no side to move (docs/FORMATS.md).
        [...['B', 'A'], ...(claims ? ['race'] : [])].map((p) => el('option', { value: p })),
      )
    );
    const turnLabel = el('label', {}, [turn]);
    const owed = {
      B: /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox' })),
      A: /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox' })),
    };
    const owedLabels = { B: el('label', {}, [owed.B]), A: el('label', {}, [owed.A]) };
    const stall = number('mg-setup-stall', 10000);
    const stallLabel = el('label', {}, [stall]);
    const text = /** @type {HTMLInputElement} */ (el('input', { type: 'text', class: 'mg-setup-text', spellcheck: 'false', autocomplete: 'off' }));
    const textLabel = el('label', { class: 'mg-setup-text-label' }, [text]);
    const button = (/** @type {string} */ cls) => el('button', { type: 'button', class: cls });
    const fromBoard = button('mg-setup-from-board');
    const apply = button('mg-setup-apply');
    const values = button('mg-setup-values');
    const share = button('mg-setup-share');
    const message = el('p', { class: 'mg-setup-message', role: 'status' });
    const toolText = el('span', { class: 'mg-setup-tools-text' });
    /** @type {Record<SetupTool, HTMLButtonElement>} */
    const tools = { add: button('mg-setup-tool'), take: button('mg-setup-tool'), empty: button('mg-setup-tool') };
    for (const [tool, node] of Object.entries(tools)) {
      node.dataset.tool = tool;
      node.setAttribute('aria-pressed', 'false');
    }
    const toolbar = el('div', { class: 'mg-setup-tools', role: 'group' }, [toolText, tools.add, tools.take, tools.empty]);
    const editing = el('p', { class: 'mg-setup-editing' });
    const summary = el('summary');
    const intro = el('p', { class: 'mg-setup-intro' });
    const extras = el('div', { class: 'mg-setup-extras' }, [turnLabel]);
    if (view.captured !== null) extras.append(capturedLabels.B, capturedLabels.A);
    if (gameInfo(view.game).opening_rule) extras.append(owedLabels.B, owedLabels.A);
    if (view.stall !== null) extras.append(stallLabel);
    const details = el('details', { class: 'mg-setup' }, [
      summary,
      intro,
      toolbar,
      editing,
      rowNames.B,
      rows.B,
      rowNames.A,
      rows.A,
      extras,
      textLabel,
      el('div', { class: 'mg-setup-buttons' }, [fromBoard, apply]),
      message,
      el('div', { class: 'mg-setup-buttons' }, [values, share]),
    ]);
    return {
      details,
      summary,
      intro,
      rowNames,
      captured,
      capturedLabels,
      turn,
      turnLabel,
      owed,
      owedLabels,
      stall,
      stallLabel,
      text,
      textLabel,
      fromBoard,
      apply,
      values,
      share,
      message,
      toolText,
      tools,
      toolbar,
      editing,
    };
  }

  wire() {
    const ui = this.ui;
    // Any field edited rewrites the position text; the text may be edited too.
    ui.details.addEventListener('input', (event) => {
      if (event.target !== ui.text) ui.text.value = this.positionText();
      for (const marked of ui.details.querySelectorAll('[aria-invalid]')) marked.removeAttribute('aria-invalid');
      this.board.redraw();
    });
    ui.details.addEventListener('change', (event) => {
      if (event.target !== ui.text) ui.text.value = this.positionText();
    });
    ui.fromBoard.addEventListener('click', () => void this.copyBoard());
    ui.apply.addEventListener('click', () => this.apply());
    ui.values.addEventListener('click', () => this.board.computer.askHint());
    ui.share.addEventListener('click', () => void this.share());
    for (const [tool, node] of Object.entries(ui.tools)) node.addEventListener('click', () => this.setTool(/** @type {SetupTool} */ (tool)));
  }

  /**
   * What a tap on a hole does now; null gives the board back to the game.
   * @param {SetupTool | null} tool
   */
  setTool(tool) {
    this.tool = tool;
    // The board draws the draft, or the game again.
    this.board.redraw();
    this.update();
  }

  /**
   * A tap on a hole while editing: its box changes as the tool says.
   * @param {string} label
   */
  edit(label) {
    const inputs = this.holes.get(label);
    if (!inputs || !this.tool) return;
    const n = editedCount(Number.parseInt(inputs.seeds.value, 10), this.tool, Number(inputs.seeds.max));
    inputs.seeds.value = String(n);
    this.ui.text.value = this.positionText();
    for (const marked of this.ui.details.querySelectorAll('[aria-invalid]')) marked.removeAttribute('aria-invalid');
    this.board.announce(this.board.t('setup.edited', { hole: label, n }));
    this.board.redraw();
  }

  /**
   * The position the boxes describe, as the board draws it.
   * @returns {Scene}
   */
  draftScene() {
    const count = (/** @type {HTMLInputElement} */ input) => Math.max(0, Number.parseInt(input.value, 10) || 0);
    /** @type {Scene} */
    const scene = { seeds: new Map(), claims: new Map(), trays: null, hands: new Map() };
    for (const [label, inputs] of this.holes) {
      scene.seeds.set(label, count(inputs.seeds));
      const claim = inputs.claim?.value;
      if (claim === 'A' || claim === 'B') scene.claims.set(label, claim);
    }
    if (this.board.record.view.captured !== null) scene.trays = { A: count(this.ui.captured.A), B: count(this.ui.captured.B) };
    return scene;
  }

  /**
   * The fields from a position on the board.
   * @param {View} view
   */
  fillFrom(view) {
    const ui = this.ui;
    for (const hole of view.holes) {
      const inputs = this.holes.get(hole.label);
      if (!inputs) continue;
      inputs.seeds.value = String(hole.seeds);
      if (inputs.claim) inputs.claim.value = view.claimed?.[hole.label] ?? '';
    }
    ui.captured.B.value = String(view.captured?.B ?? 0);
    ui.captured.A.value = String(view.captured?.A ?? 0);
    ui.turn.value = view.phase === 'race' ? 'race' : view.to_move;
    ui.owed.B.checked = view.opening_owed.includes('B');
    ui.owed.A.checked = view.opening_owed.includes('A');
    ui.stall.value = String(view.stall ?? 0);
    ui.text.value = this.positionText();
  }

  /** The position text the fields describe, with the board's game's options. */
  positionText() {
    return this.describe().text;
  }

  /**
   * The position text the fields describe, and where in it each box's value
   * lies (so that an error the engine finds at a character points at its box).
   * @returns {{ text: string, boxes: { from: number, to: number, box: HTMLElement, name: string }[] }}
   */
  describe() {
    const ui = this.ui;
    const view = this.board.record.view;
    const t = this.board.t;
    let text = '';
    /** @type {{ from: number, to: number, box: HTMLElement, name: string }[]} */
    const boxes = [];
    /**
     * @param {string} part
     * @param {HTMLElement} [box]
     * @param {string} [name]
     */
    const add = (part, box, name) => {
      if (box && name) boxes.push({ from: text.length, to: text.length + part.length, box, name });
      text += part;
    };
    /** @param {Player} owner */
    const side = (owner) =>
      view.holes
        .filter((h) => h.owner === owner)
        .sort((a, b) => a.number - b.number)
        .forEach((h, i) => {
          const inputs = this.holes.get(h.label);
          if (i > 0) add(',');
          add(inputs?.seeds.value.trim() || '0', inputs?.seeds, t('setup.seedsIn', { hole: h.label }));
          const claim = inputs?.claim?.value ?? '';
          if (claim) add(claim.toLowerCase(), inputs?.claim ?? undefined, t('setup.claimOf', { hole: h.label }));
        });
    add(`${view.game} `);
    side('B');
    add('/');
    side('A');
    add(' ');
    add(ui.turn.value, ui.turn, t('setup.turn'));
    if (view.captured !== null) {
      add(' captured=');
      add(ui.captured.B.value.trim() || '0', ui.captured.B, t('setup.captured', { player: t('player.B') }));
      add(',');
      add(ui.captured.A.value.trim() || '0', ui.captured.A, t('setup.captured', { player: t('player.A') }));
    }
    if (gameInfo(view.game).opening_rule) {
      const owed = `${ui.owed.B.checked ? 'B' : ''}${ui.owed.A.checked ? 'A' : ''}`;
      if (owed) add(` owed=${owed}`);
    }
    if (view.stall !== null && ui.stall.value.trim() !== '0' && ui.stall.value.trim() !== '') {
      add(' stall=');
      add(ui.stall.value.trim(), ui.stall, t('setup.stall'));
    }
    // The game's options (and Anywoli's first capturer) as the board's game has them.
    for (const field of view.position.split(' ').slice(3)) {
      if (OPTION_FIELDS.includes(field.split('=')[0])) add(` ${field}`);
    }
    return { text, boxes };
  }

  /**
   * An engine error in words. Where the text is the boxes' own (not edited by
   * hand), an error found at a character points at the box that wrote it,
   * and an error about the whole position names no character.
   * @param {unknown} error
   * @returns {{ text: string, box: HTMLElement | null }}
   */
  explain(error) {
    const t = this.board.t;
    const coded = engineCode(error);
    // A wrong seed count: the seeds taken count too, in their own boxes (the whole position's error, no character).
    if (coded?.code === 'seed-total' && this.board.record.view.captured !== null) {
      const taken = (/** @type {Player} */ p) => t('setup.captured', { player: t(`player.${p}`) });
      const plain = Object.assign(new Error(error instanceof Error ? error.message : ''), { code: coded.code, args: { ...coded.args, at: '' } });
      return { text: `${errorText(t, plain)} ${t('setup.countTaken', { b: taken('B'), a: taken('A') })}`, box: this.ui.captured.B };
    }
    const { text, boxes } = this.describe();
    if (!coded?.args.at || this.ui.text.value.trim() !== text) return { text: errorText(t, error), box: null };
    const at = Number(coded.args.at) - 1;
    const box = boxes.find((b) => b.from <= at && at < b.to) ?? boxes.find((b) => b.to === at) ?? null;
    const plain = Object.assign(new Error(error instanceof Error ? error.message : ''), { code: coded.code, args: { ...coded.args, at: '' } });
    const words = errorText(t, plain);
    return { text: box ? t('setup.inBox', { text: words, box: box.name }) : words, box: box?.box ?? null };
  }

  /** The engine checks the position; accepted, it goes on the board. */
  apply() {
    const board = this.board;
    let opened;
    try {
      opened = this.engine.openFor('position', this.ui.text.value.trim(), board.key);
    } catch (e) {
      const { text, box } = this.explain(e);
      this.message = { key: 'setup.error', params: { error: text }, error: true };
      this.update();
      // Said at the board too, where the player edits.
      showToast(board.ui.toast, board.t('setup.error', { error: text }));
      if (box) {
        box.setAttribute('aria-invalid', 'true');
        box.focus();
      }
      return;
    }
    const game = opened.game;
    if (!game) {
      this.message = { key: 'setup.error', params: { error: board.t('record.otherGame', { game: this.ui.text.value.split(' ')[0] }) }, error: true };
      this.update();
      return;
    }
    putGame(board, game, recordOptions(game.record()));
    // The position is in play: a tap plays it again.
    this.setTool(null);
    this.message = { key: 'setup.done' };
    this.update();
    this.board.announce(board.t('setup.done'));
  }

  async share() {
    const copied = await copyOrSelect(shareLink(this.board.record.recordText), this.ui.text);
    this.message = { key: copied ? 'setup.linkCopied' : 'record.copyFailed' };
    this.update();
  }

  /**
   * The board as it is shown, as a position text on the clipboard: while it
   * is edited, the edits (which stay); else the game's position.
   */
  async copyBoard() {
    if (!this.tool) this.fillFrom(this.board.record.view);
    const text = this.positionText();
    this.ui.text.value = text;
    const copied = await copyOrSelect(text, this.ui.text);
    this.message = { key: copied ? 'setup.copied' : 'record.copyFailed' };
    this.update();
  }

  update() {
    const ui = this.ui;
    const t = this.board.t;
    ui.summary.textContent = t('setup.title');
    ui.intro.textContent = t('setup.intro');
    for (const p of /** @type {Player[]} */ (['B', 'A'])) {
      ui.rowNames[p].textContent = t('setup.holesOf', { player: t(`player.${p}`) });
      setLabel(ui.capturedLabels[p], t('setup.captured', { player: t(`player.${p}`) }));
      setLabel(ui.owedLabels[p], t('setup.owed', { player: t(`player.${p}`) }));
      ui.turn.querySelector(`option[value="${p}"]`)?.replaceChildren(t(`player.${p}`));
    }
    for (const inputs of this.holes.values()) {
      const hole = inputs.seeds.dataset.hole ?? '';
      inputs.seeds.setAttribute('aria-label', t('setup.seedsIn', { hole }));
      if (inputs.claim) {
        inputs.claim.setAttribute('aria-label', t('setup.claimOf', { hole }));
        const [none, a, b] = inputs.claim.options;
        none.textContent = t('setup.unclaimed');
        a.textContent = t('setup.claimedBy', { player: 'A' });
        b.textContent = t('setup.claimedBy', { player: 'B' });
      }
    }
    setLabel(ui.turnLabel, t('setup.turn'));
    ui.turn.querySelector('option[value="race"]')?.replaceChildren(t('setup.race'));
    setLabel(ui.stallLabel, t('setup.stall'));
    setLabel(ui.textLabel, t('setup.text'));
    ui.toolText.textContent = t('setup.tools');
    for (const [tool, node] of Object.entries(ui.tools)) {
      node.textContent = t(`setup.tool.${tool}`);
      node.setAttribute('aria-pressed', String(tool === this.tool));
    }
    ui.editing.textContent = this.tool ? t('setup.editing') : '';
    ui.editing.hidden = !this.tool;
    ui.fromBoard.textContent = t('setup.fromBoard');
    ui.apply.textContent = t('setup.apply');
    ui.values.textContent = t('setup.values');
    ui.share.textContent = t('setup.share');
    const setUp = this.board.record.view.position !== '' && /^position: /m.test(this.board.record.recordText);
    ui.values.hidden = !setUp || this.board.record.view.over;
    ui.share.hidden = !setUp;
    ui.message.textContent = this.message ? t(this.message.key, this.message.params) : '';
    ui.message.hidden = !this.message;
    ui.message.setAttribute('role', this.message?.error ? 'alert' : 'status');
    ui.message.classList.toggle('mg-setup-wrong', Boolean(this.message?.error));
  }
}
