// @ts-check
// The English strings of the panels and modes whose code loads on demand, in
// one module that i18n/translate.js imports with that code (loadPanelTexts):
// a board at rest never downloads them.

import { FRIEND_EN } from './friend-en.js';
import { PANELS_EN } from './panels-en.js';
import { PUZZLE_EN } from './puzzle-en.js';

/** @type {Record<string, string>} */
export const MORE_EN = { ...PANELS_EN, ...PUZZLE_EN, ...FRIEND_EN };
