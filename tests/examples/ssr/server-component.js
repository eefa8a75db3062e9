// A React Server Component's import, as Next.js' App Router makes it: the
// package resolved with the `react-server` condition (package.json's
// ssr:react-server runs this with `node --conditions=react-server`).
import { ATTRIBUTES, MancalaGameElement, MODES, setAssetPath, setTranslator } from 'mancala-game';

setAssetPath('./mancala-game/');
setTranslator(null);
console.log(
  JSON.stringify({
    entry: import.meta.resolve('mancala-game'),
    attributes: ATTRIBUTES,
    modes: MODES,
    observed: MancalaGameElement.observedAttributes,
    customElements: typeof globalThis.customElements,
  }),
);
