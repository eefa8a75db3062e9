// Svelte 5 (built with Vite and @sveltejs/vite-plugin-svelte): App.svelte
// uses the tag as any HTML element, type-checked by svelte-check with the
// package's "mancala-game/svelte" types (tsconfig.json).
import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (target) mount(App, { target });
