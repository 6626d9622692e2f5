import readme from '../../README.md';

/** The trimmed text between the first match of `start` and the next match of `end` after it. */
const between = (text: string, start: RegExp, end: RegExp): string => {
  const from = text.search(start);
  const rest = text.slice(from).replace(start, '');
  return rest.slice(0, rest.search(end)).trim();
};

/** The README's html snippet under `<!-- snippet: name -->`. */
export const readmeSnippet = (name: string): string => between(readme, new RegExp(`<!-- snippet: ${name} -->\\s*\`\`\`html\\n`), /\n```/);

/** The snippet a test fixture page holds between `<!-- snippet: … -->` and `<!-- /snippet -->`. */
export const pageSnippet = (page: string): string => between(page, /<!-- snippet:[^>]*-->\n/, /\n<!-- \/snippet -->/);
