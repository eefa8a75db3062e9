// React 19 (built with Vite, type-checked with tsc --strict): the element's
// attributes as JSX attributes, and a game record handed in as a property
// (React 19 sets `record` on the element, whose setter hands the game in as
// the attribute does). mancala-game-jsx.d.ts types the tag for React.JSX.
import type { ChangeDetail, MancalaGameElement } from 'mancala-game';
import 'mancala-game';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const RECORD = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 1B 5A 7B\nresult: *\n';

function Replay() {
  const ref = useRef<MancalaGameElement>(null);
  const [moves, setMoves] = useState('');
  useEffect(() => {
    const board = ref.current;
    if (!board) return;
    const show = (event: CustomEvent<ChangeDetail>) => setMoves(event.detail.moves.join(' '));
    board.addEventListener('change', show);
    return () => board.removeEventListener('change', show);
  }, []);
  return (
    <section>
      <mancala-game ref={ref} mode="replay" record={RECORD} ply="2" storage="none" controls="minimal"></mancala-game>
      <p id="replay-moves">{moves}</p>
    </section>
  );
}

function App() {
  return (
    <main>
      <mancala-game game="sadeqa-ii" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>
      <mancala-game game="sokusowo" mode="lesson" speed="instant" storage="none"></mancala-game>
      <mancala-game game="sulus-aidi" mode="puzzle" storage="none"></mancala-game>
      <Replay />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
