// The build loads stylesheets as text (tsup `loader: { '.css': 'text' }`).
declare module '*.css' {
  const text: string;
  export default text;
}
declare module '@oyna/ui/styles.css' {
  const text: string;
  export default text;
}
