/** Stylesheets are imported as text and adopted into shadow roots. */
declare module '*.css' {
  const text: string;
  export default text;
}

/** Replaced at build time with package.json's version. */
declare const __VERSION__: string;

/** Test-only: esbuild's text loader gives an HTML file's source. */
declare module '*.html' {
  const text: string;
  export default text;
}

/** Test-only: the README's text (its snippet is checked against a host page). */
declare module '*.md' {
  const text: string;
  export default text;
}
