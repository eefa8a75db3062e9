// @ts-check
// The attributes <mancala-game> reads, by what a change of one does (mancala-game.js).
// Apart from the element, so the pages' first paint (pages/first-paint.js) sets them up without its code.

/** Who plays: handed to the board's computer player (computer.js). */
export const PLAYER_ATTRIBUTES = ['opponent', 'computer-side', 'level'];

/** The look: applied in place, the board is not rebuilt. */
export const LOOK_ATTRIBUTES = ['theme', 'controls'];

/** What the board plays and how. */
export const GAME_ATTRIBUTES = [
  'game',
  'lang',
  'speed',
  'size',
  'layout',
  'sound',
  'save',
  'storage',
  'readonly',
  'start',
  'last-four',
  'stall-limit',
  'play-friend',
];

/** A game handed in, and how it is shown (element/element-api.js). */
export const HANDED_ATTRIBUTES = ['mode', 'ply', 'position', 'record', 'orientation'];

/** Every attribute the element reads; embed.html takes the same names as parameters. */
export const ATTRIBUTES = [...GAME_ATTRIBUTES, ...HANDED_ATTRIBUTES, ...LOOK_ATTRIBUTES, ...PLAYER_ATTRIBUTES];
