// Server-side rendering: the package imported in Node (no DOM) defines
// nothing and throws nothing; React renders the element's tag to HTML.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ATTRIBUTES, MancalaGameElement, setAssetPath } from 'mancala-game';

const html = renderToString(createElement('mancala-game', { game: 'anywoli', mode: 'puzzle', lang: 'es' }));
console.log(JSON.stringify({ html, attributes: ATTRIBUTES.length, element: typeof MancalaGameElement, setAssetPath: typeof setAssetPath, customElements: typeof globalThis.customElements }));
