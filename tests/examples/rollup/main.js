// A Rollup project: like esbuild, Rollup leaves the package's file
// addresses alone, so package.json's build:rollup copies the package's
// folder next to the bundle, and the page names it here.
import { setAssetPath } from 'mancala-game';

setAssetPath('./mancala-game/');
