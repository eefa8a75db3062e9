// Vue 3 (built with Vite), with render functions: Vue passes each prop the
// element has as a property (record) and the rest as attributes.
import 'mancala-game';
import { createApp, h, ref } from 'vue';

const RECORD = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 1B 5A 7B\nresult: *\n';

const App = {
  setup() {
    const moves = ref('');
    return () =>
      h('main', [
        h('mancala-game', { game: 'sadeqa-ii', opponent: 'computer', 'computer-side': 'A', level: 'beginner', speed: 'instant', storage: 'none' }),
        h('mancala-game', { game: 'sokusowo', mode: 'lesson', speed: 'instant', storage: 'none' }),
        h('mancala-game', { game: 'sulus-aidi', mode: 'puzzle', storage: 'none' }),
        h('mancala-game', {
          mode: 'replay',
          record: RECORD,
          ply: '2',
          storage: 'none',
          controls: 'minimal',
          onChange: (/** @type {CustomEvent} */ event) => {
            moves.value = event.detail.moves.join(' ');
          },
        }),
        h('p', { id: 'replay-moves' }, moves.value),
      ]);
  },
};

createApp(App).mount('#app');
