// What the README's fragments leave to the reader: the client made in its first block, and the
// stylesheet import a bundler's own types declare (`vite/client` in a Vite app).
// `scripts/check-readme-snippets.mjs` compiles each block with these.
declare const oyna: import('@oyna/sdk').OynaClient;
declare module '@oyna/ui/styles.css';
