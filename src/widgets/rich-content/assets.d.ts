/** `?url` imports resolve to the emitted file's public address (the site build's css-url plugin; Vite natively). */
declare module '*.css?url' {
  const url: string;
  export default url;
}
