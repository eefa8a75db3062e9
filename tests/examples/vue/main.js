// Vue 3 (built with Vite), with a template compiled in the browser: the
// README's isCustomElement tells Vue's compiler the tag is the element's,
// and `@change` hears its event. Vue passes each prop the element has as a
// property (record) and the rest as attributes.
import 'mancala-game';
import { createApp, ref } from 'vue/dist/vue.esm-bundler.js';

const RECORD = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 1B 5A 7B\nresult: *\n';

const app = createApp({
  setup() {
    const moves = ref('');
    /** @param {CustomEvent} event */
    const shown = (event) => {
      moves.value = event.detail.moves.join(' ');
    };
    return { moves, shown, RECORD };
  },
  template: `
    <main>
      <mancala-game game="sadeqa-ii" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>
      <mancala-game game="sokusowo" mode="lesson" speed="instant" storage="none"></mancala-game>
      <mancala-game game="sulus-aidi" mode="puzzle" storage="none"></mancala-game>
      <mancala-game mode="replay" :record="RECORD" :ply="2" storage="none" controls="minimal" @change="shown"></mancala-game>
      <p id="replay-moves">{{ moves }}</p>
    </main>`,
});
app.config.compilerOptions.isCustomElement = (tag) => tag === 'mancala-game';
app.mount('#app');
