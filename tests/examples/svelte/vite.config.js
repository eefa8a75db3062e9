// Svelte's plugin, nothing for the package: Vite copies its files and builds its worker.
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default { plugins: [svelte()] };
