// webpack 5's production build of main.js into dist/ (the page, index.html, is copied there by package.json's build:webpack).
export default {
  mode: 'production',
  entry: './webpack/main.js',
  output: { path: new URL('./dist/', import.meta.url).pathname, clean: true },
};
