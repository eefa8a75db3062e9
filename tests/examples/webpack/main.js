// A webpack 5 project: the import is all it takes (webpack builds the AI
// worker and copies the package's files it names with new URL()).
import 'mancala-game';
