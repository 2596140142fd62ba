/**
 * Where each member of a JSON object sits in its text, byte for byte: for checking a signature over the
 * bytes a sender wrote, which JSON parsed and written again need not reproduce (spacing, escapes).
 */
export type MemberSpan = {
  key: string;
  /** Offsets in the text: where the member's key starts, where its value starts, and just after its value. */
  start: number;
  valueStart: number;
  end: number;
};

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const [QUOTE, BACKSLASH, COLON, COMMA] = [0x22, 0x5c, 0x3a, 0x2c];
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [0x7b, 0x7d, 0x5b, 0x5d];

/**
 * The members of the JSON object `text` is (its top level only), in the order written; null when the text
 * is not an object. Structure is found byte by byte: UTF-8 never puts an ASCII byte inside a character.
 */
export function membersOf(text: Buffer): MemberSpan[] | null {
  const members: MemberSpan[] = [];
  let at = skipSpace(text, 0);
  if (text[at] !== OPEN_OBJECT) return null;
  at = skipSpace(text, at + 1);
  if (text[at] === CLOSE_OBJECT) return members;
  for (;;) {
    const start = at;
    const keyEnd = stringEnd(text, at);
    if (keyEnd === null) return null;
    at = skipSpace(text, keyEnd);
    if (text[at] !== COLON) return null;
    const valueStart = skipSpace(text, at + 1);
    const end = valueEnd(text, valueStart);
    if (end === null) return null;
    members.push({ key: JSON.parse(text.subarray(start, keyEnd).toString('utf8')) as string, start, valueStart, end });
    at = skipSpace(text, end);
    if (text[at] === CLOSE_OBJECT) return members;
    if (text[at] !== COMMA) return null;
    at = skipSpace(text, at + 1);
  }
}

/** The text with one member taken out, with the comma that joined it to its neighbour: the rest byte for byte. */
export function withoutMember(text: Buffer, members: MemberSpan[], key: string): Buffer | null {
  const index = members.findIndex((member) => member.key === key);
  if (index < 0) return null;
  const [from, to] =
    index > 0 ? [members[index - 1].end, members[index].end] : [members[0].start, members.length > 1 ? members[1].start : members[0].end];
  return Buffer.concat([text.subarray(0, from), text.subarray(to)]);
}

function skipSpace(text: Buffer, at: number): number {
  while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  return at;
}

/** Just after the string starting at `at`, or null when none starts there. */
function stringEnd(text: Buffer, at: number): number | null {
  if (text[at] !== QUOTE) return null;
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === BACKSLASH) i += 1;
    else if (text[i] === QUOTE) return i + 1;
  }
  return null;
}

/** Just after the value starting at `at` (a string, an object or array with what it holds, or a literal). */
function valueEnd(text: Buffer, at: number): number | null {
  if (text[at] === QUOTE) return stringEnd(text, at);
  if (text[at] !== OPEN_OBJECT && text[at] !== OPEN_ARRAY) {
    let i = at;
    while (i < text.length && !WHITESPACE.has(text[i]) && ![COMMA, CLOSE_OBJECT, CLOSE_ARRAY].includes(text[i])) i += 1;
    return i > at ? i : null;
  }
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    if (text[i] === QUOTE) {
      const end = stringEnd(text, i);
      if (end === null) return null;
      i = end - 1;
    } else if (text[i] === OPEN_OBJECT || text[i] === OPEN_ARRAY) depth += 1;
    else if (text[i] === CLOSE_OBJECT || text[i] === CLOSE_ARRAY) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return null;
}
