// @ts-check
// Every Spanish text in one module, which i18n/translate.js imports only when a board
// or a page is in Spanish: an English page never downloads it.

import { ERRORS_ES } from './errors-es.js';
import { ES } from './es.js';
import { FRIEND_ES } from './friend-es.js';
import { NOTICE_ES } from './notice-es.js';
import { PAGES_ES } from './pages-es.js';
import { PANELS_ES } from './panels-es.js';
import { PUZZLE_ES } from './puzzle-es.js';

/** @type {Record<string, string>} */
export const SPANISH = { ...ES, ...PANELS_ES, ...PAGES_ES, ...ERRORS_ES, ...PUZZLE_ES, ...FRIEND_ES, ...NOTICE_ES };
