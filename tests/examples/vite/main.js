// A Vite project: the import is all it takes (Vite copies the package's wasm,
// worker, stylesheet, lessons, puzzles and endgame table into the build).
import 'mancala-game';
