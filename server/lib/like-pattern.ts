/** What someone typed into a search box, as an ILIKE pattern that matches it anywhere, taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
