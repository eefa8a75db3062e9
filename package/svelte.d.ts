// Svelte 5's template type checking (svelte-check, the Svelte language
// server) for <mancala-game>: the tag in svelte/elements'
// SvelteHTMLElements, with the element's attributes, and its events as
// `onmove`, `onchange`, `onbefore-move`… (and `on:move`) with their detail
// types. Types only: name it in tsconfig.json's `types`
// ("mancala-game/svelte"), never import it at run time. The package's
// README, "Types".
import type { HTMLAttributes } from 'svelte/elements';
import type { MancalaGameAttributes, MancalaGameElement, MancalaGameEventMap } from './mancala-game.js';

type Handler<Name extends keyof MancalaGameEventMap> =
  | ((event: MancalaGameEventMap[Name] & { currentTarget: EventTarget & MancalaGameElement }) => unknown)
  | null
  | undefined;
/** Svelte 5 listens for `onNAME` (the event's own name: `onbefore-move`); `on:NAME` is Svelte 4's. HTML's `onchange` and `onerror` take other events. */
type Handlers = { [Name in keyof MancalaGameEventMap as `on${Name}` | `on:${Name}`]?: Handler<Name> };

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    'mancala-game': Omit<HTMLAttributes<MancalaGameElement>, keyof MancalaGameAttributes | keyof Handlers> & MancalaGameAttributes & Handlers;
  }
}
