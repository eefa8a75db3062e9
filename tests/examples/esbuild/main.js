// An esbuild project (--bundle --splitting): esbuild leaves the package's
// file addresses alone, so package.json's build:esbuild copies the
// package's folder next to the bundle, and the page names it here.
import { setAssetPath } from 'mancala-game';

setAssetPath('./mancala-game/');
