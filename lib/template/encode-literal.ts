import { InvalidTemplateError } from "../errors/error-classes";

// Characters RFC 6570 copies from a template literal as they are: unreserved, reserved and "'"
// (which the public test suite expects to pass through). Everything else is percent-encoded.
// Both are tested on a single character or a two-character slice, so they need no anchors.
const COPIED_AS_IS = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/;
// Sticky: tested at one position, the "%" of a valid triplet.
const PERCENT_TRIPLET = /%[0-9A-Fa-f]{2}/y;
// Most literal runs ("/repos/", "/issues") need no encoding: one whole-run test instead of one per character.
// Stryker disable next-line Regex: a pattern that accepts fewer runs sends them through the loop, which copies them the same
const ALL_COPIED_AS_IS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/;

/**
 * Percent-encodes the characters of a literal run that may not appear in a URI (space,
 * non-ASCII, `"`, `<`…), keeping valid `%XX` triplets. `offset` is where the run starts in the
 * template, for error positions.
 */
export function encodeLiteral(template: string, start: number, end: number): string {
  // slice() of the whole template returns the template itself, allocating nothing.
  const run = template.slice(start, end);
  // Stryker disable next-line ConditionalExpression: the loop below copies such a run unchanged, only slower
  if (ALL_COPIED_AS_IS.test(run)) return run;
  let out = "";
  let copiedFrom = start;
  for (let index = start; index < end; index++) {
    const char = template[index] as string;
    if (COPIED_AS_IS.test(char)) continue;
    if (isPercentTriplet(template, index)) {
      index += 2;
      continue;
    }
    out += template.slice(copiedFrom, index);
    const width = isHighSurrogate(template.charCodeAt(index)) ? 2 : 1;
    try {
      out += encodeURIComponent(template.slice(index, index + width));
    } catch {
      throw new InvalidTemplateError(template, index, "lone surrogate in literal text");
    }
    index += width - 1;
    copiedFrom = index + 1;
  }
  return out + template.slice(copiedFrom, end);
}

function isPercentTriplet(template: string, index: number): boolean {
  PERCENT_TRIPLET.lastIndex = index;
  return PERCENT_TRIPLET.test(template);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
