// @ts-check
// The texts and button states around the board, written from a plain model
// of the moment (the engine's view and what the player is doing). Writing
// the same text twice changes nothing on the page, so calling it on every
// hover costs no layout. It is the status line's one writer: a mode (the
// computer) gives what the line should say as data (modes/mode.js
// ModeStatus) and the words are chosen here.

import { gameInfo } from '../engine/engine.js';
import { otherPlayer } from '../state/board-state.js';
import { describeHole, playerName, resultTexts } from './board-texts.js';
import { syncMoveList } from './board-view.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('./board-view.js').BoardElements} BoardElements */
/** @typedef {import('./board-view.js').Translate} Translate */

/**
 * @typedef {object} BoardTextModel
 * @property {Translate} t
 * @property {string} key  the game key
 * @property {View} view
 * @property {readonly string[]} line  every move of the game's line, those taken back included (the view's moves are its start)
 * @property {GameOptions} options
 * @property {boolean} animating  a move is being sown on the board
 * @property {Player | null} mover  whose move is being sown (none for the joint opening)
 * @property {boolean} waiting  the computer is to move (or to pick its opening hole)
 * @property {'readonly' | import('../modes/mode.js').Refusal | null} refusal  why no move of a person's is taken now
 * @property {import('../modes/mode.js').ModeStatus | null} modeStatus  what a mode has the status line say in place of whose turn it is
 * @property {Player} picker  who picks an opening hole now
 * @property {'mine' | 'theirs' | null} linkedRace  the opening of a game by links: this device picks its hole now, or the friend does on theirs
 * @property {string | null} raceChoice  the first player's hidden opening pick
 * @property {string | null} message  about the last thing tried
 * @property {string | null} pointed  the hole under the pointer or the keyboard focus
 * @property {import('../types.js').Notice | null} notice  above the board, with its action
 * @property {readonly string[]} playable  holes that may be played now
 * @property {string | null} undoRefusal  why Undo would be refused now (a mode's say: a friend has the move); null: it would not
 * @property {boolean} soundOn  the seeds make sounds
 */

/**
 * Sets a text only when it changed (no style recalculation for nothing).
 * @param {HTMLElement} node
 * @param {string} text
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * What the line under the board says now: what is happening (sowing, the
 * computer thinking), else what the pointed hole holds, else what to do.
 * @param {BoardTextModel} m
 */
export function messageText(m) {
  const { t, view } = m;
  if (m.message) return m.message;
  if (view.over) return '';
  if (m.animating) return t('message.sowing');
  if (m.waiting) return t('message.computer');
  // A game by links on the friend's turn: no hole glows here, their link brings the next move.
  if (m.refusal === 'friendToMove' && m.linkedRace !== 'mine') return t('message.friend');
  return m.pointed ? describeHole(t, view, m.pointed, m.picker) : t('status.hint');
}

/**
 * Writes the status line: its sentence, and a shorter form (if it has one)
 * that style.css shows instead in the narrow column beside the board on a
 * landscape phone, where the sentence would take more than the lines kept
 * for it. Screen readers always read the sentence.
 * @param {HTMLElement} status  the .mg-status, holding its .mg-status-text
 * @param {string} text
 * @param {string | null} short
 */
function setStatus(status, text, short) {
  setText(/** @type {HTMLElement} */ (status.querySelector('.mg-status-text')), text);
  if (short === null) delete status.dataset.short;
  else if (status.dataset.short !== short) status.dataset.short = short;
}

/**
 * The words of a mode's status and their short form, if they have one.
 * @param {Translate} t
 * @param {import('../modes/mode.js').ModeStatus} status
 * @returns {[string, string | null]}
 */
function modeStatusTexts(t, status) {
  if (status.kind === 'computerRace') {
    const key = status.picked === null ? 'computer.race' : 'computer.racePicked';
    const params = { player: playerName(t, status.person), hole: status.picked ?? '' };
    return [t(key, params), t(`${key}.short`, params)];
  }
  if (status.kind === 'computerUnavailable') return [t('computer.unavailable.short'), null];
  return [t('computer.toMove', { player: playerName(t, status.computer) }), null];
}

/**
 * The status and its short form, if it has one.
 * @param {BoardTextModel} m
 * @returns {[string, string | null]}
 */
export function statusTexts(m) {
  const { t, view } = m;
  if (m.animating) return [m.mover ? t('status.sowingBy', { player: playerName(t, m.mover) }) : t('status.sowingBoth'), null];
  if (view.over) return [`${t('status.over')}: ${resultTexts(t, view).title}`, null];
  if (m.modeStatus) return modeStatusTexts(t, m.modeStatus);
  if (view.phase === 'race' && m.linkedRace) {
    // Each device picks its own side's hole: no one looks away.
    const key = m.linkedRace === 'mine' ? 'status.raceLinked' : 'status.raceLinkedWait';
    const names = { player: playerName(t, m.picker), other: playerName(t, otherPlayer(m.picker)) };
    return [t(key, names), t(`${key}.short`, names)];
  }
  if (view.phase === 'race') {
    const key = m.raceChoice ? 'status.raceSecond' : 'status.raceFirst';
    const names = { player: playerName(t, m.picker), other: playerName(t, otherPlayer(m.picker)) };
    return [t(key, names), t(`${key}.short`, names)];
  }
  return [t('status.toMove', { player: playerName(t, view.to_move) }), null];
}

/**
 * Whose colour the status line takes while the game goes on: the person
 * picking an opening hole against the computer, the picker, whose turn.
 * @param {BoardTextModel} m
 * @returns {Player}
 */
function statusPlayer(m) {
  if (m.modeStatus?.kind === 'computerRace') return m.modeStatus.person;
  return m.view.phase === 'race' ? m.picker : m.view.to_move;
}

/**
 * @param {BoardElements} ui
 * @param {BoardTextModel} m
 */
export function renderBoardTexts(ui, m) {
  const { t, view, animating } = m;
  setStatus(ui.status, ...statusTexts(m));
  // While a move is sown, the colour of whose sowing it is (none for the joint opening).
  ui.status.dataset.player = animating ? (m.mover ?? '') : view.over ? '' : statusPlayer(m);

  const infos = [];
  if (!view.over && view.stall != null && view.stall_limit != null) infos.push(t('status.stall', { n: view.stall, limit: view.stall_limit }));
  if (view.opening_owed.length > 0 && !view.over) infos.push(t('status.openingOwed', { players: view.opening_owed.join(', ') }));
  setText(ui.info, infos.join(' · '));
  ui.info.hidden = infos.length === 0;

  const message = messageText(m);
  setText(ui.messageLine, message);
  // The standing how-to line, which a lesson's or puzzle's own text makes redundant (style.css).
  ui.messageLine.toggleAttribute('data-how', message === t('status.hint'));
  setText(ui.noticeLine, m.notice ? t(m.notice.key, m.notice.params) : '');
  ui.noticeLine.hidden = !m.notice;
  setText(ui.noticeButton, m.notice?.action ? t(m.notice.action.key, m.notice.action.params) : '');
  ui.noticeButton.hidden = !m.notice?.action;

  // Offered only where the undo command would take it: a move to take back, and no mode refusing it (undoMove, board/commands.js).
  ui.undoButton.disabled = (!view.can_undo && m.raceChoice === null) || m.undoRefusal !== null;
  // Why not, on the pointer's hover: the words the command would answer with.
  const undoWhyNot = m.undoRefusal !== null && view.can_undo ? m.undoRefusal : '';
  if (ui.undoButton.title !== undoWhyNot) ui.undoButton.title = undoWhyNot;
  ui.redoButton.disabled = !view.can_redo || animating;
  ui.skipButton.disabled = !animating;
  ui.soundButton.setAttribute('aria-pressed', String(m.soundOn));

  syncMoveList(ui.movesList, m.line, t, false, view.moves.length);
  ui.movesEmpty.hidden = m.line.length > 0;

  const o = m.options;
  const lastFour = o.lastFour.startsWith('lottery') ? t('options.lottery.drawn') : t(`options.lastFour.${o.lastFour}`);
  setText(
    ui.optionsCurrent,
    gameInfo(m.key).options.includes('stallLimit')
      ? t('options.current', { start: o.start, lastFour, stall: o.stallLimit })
      : t('options.currentShort', { start: o.start }),
  );

  // Read-only hook for tests and tools: the engine's own texts, no rules.
  const data = ui.root.dataset;
  data.position = view.position;
  data.phase = view.phase;
  data.toMove = view.to_move;
  data.moves = view.moves.join(' ');
  data.over = String(view.over);
  data.animating = String(animating);
  data.raceChosen = String(m.raceChoice !== null);
  data.playable = m.playable.join(' ');
  data.pointed = m.pointed ?? '';
}
