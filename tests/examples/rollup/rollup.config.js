// Rollup's production build of main.js into dist/, its lazy chunks beside it.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'rollup/main.js',
  output: { dir: 'rollup/dist', format: 'es' },
  plugins: [nodeResolve()],
};
