// A string that matches a `pattern`, for the patterns descriptions really use (Twilio's
// `^CA[0-9a-fA-F]{32}$`, Discord's `^(0|[1-9][0-9]*)$`): literals, escapes, classes, groups with
// alternatives and quantifiers. Each repetition takes its smallest count (at least one), each
// class its first character, so that the result is predictable. Anything else (lookarounds,
// back-references) gives undefined, and so does a result that the pattern does not match.

const CLASS_ESCAPES: Record<string, string> = { d: "0123456789", w: "abcdefghijklmnopqrstuvwxyz0123456789_", s: " " };
const LOWER_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A string matching `pattern`, or undefined. `variant` picks other characters for a second value;
 * `optionalOnce` writes each `?` and `*` part once instead of leaving it out (for a `minLength`).
 */
export function samplePattern(pattern: string, variant = 0, optionalOnce = false): string | undefined {
  let text: string | undefined;
  try {
    text = new PatternReader(pattern, variant, optionalOnce).alternatives();
  } catch {
    return undefined;
  }
  try {
    return text !== undefined && new RegExp(pattern, "u").test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

class PatternReader {
  #at = 0;
  readonly #pattern: string;
  readonly #variant: number;
  readonly #optionalOnce: boolean;

  constructor(pattern: string, variant: number, optionalOnce: boolean) {
    this.#pattern = pattern;
    this.#variant = variant;
    this.#optionalOnce = optionalOnce;
  }

  // The first alternative of a group (or of the whole pattern) is the one written out.
  alternatives(): string {
    const first = this.#sequence();
    while (this.#peek() === "|") {
      this.#at++;
      this.#sequence();
    }
    return first;
  }

  #sequence(): string {
    let text = "";
    while (this.#at < this.#pattern.length && this.#peek() !== "|" && this.#peek() !== ")") {
      const atom = this.#atom();
      const count = this.#quantifier();
      text += typeof atom === "string" ? atom.repeat(count) : Array.from({ length: count }, (_, i) => atom(i)).join("");
    }
    return text;
  }

  // An atom is text, or for a class a function of the repetition (so `[a-f]{2}` can vary).
  #atom(): string | ((index: number) => string) {
    const char = this.#pattern[this.#at++] as string;
    switch (char) {
      case "^":
      case "$":
        return "";
      case "(": {
        if (this.#pattern.startsWith("?:", this.#at)) this.#at += 2;
        else if (this.#peek() === "?") throw new Error("lookaround or named group");
        const inner = this.alternatives();
        if (this.#pattern[this.#at++] !== ")") throw new Error("unclosed group");
        return inner;
      }
      case "[":
        return this.#characterClass();
      case ".":
        return (index) => pick(LOWER_ALPHABET, this.#variant + index);
      case "\\": {
        const escaped = this.#pattern[this.#at++] as string;
        const set = CLASS_ESCAPES[escaped];
        if (set !== undefined) return (index) => pick(set, this.#variant + index);
        if (/[DWSbB1-9]/.test(escaped)) throw new Error(`unsupported escape \\${escaped}`);
        return escaped;
      }
      default:
        return char;
    }
  }

  #characterClass(): (index: number) => string {
    const negated = this.#peek() === "^";
    if (negated) this.#at++;
    let members = "";
    while (this.#peek() !== "]") {
      if (this.#at >= this.#pattern.length) throw new Error("unclosed class");
      let from = this.#pattern[this.#at++] as string;
      if (from === "\\") {
        const escaped = this.#pattern[this.#at++] as string;
        from = CLASS_ESCAPES[escaped] ?? escaped;
        if (from.length > 1) {
          members += from;
          continue;
        }
      }
      if (this.#peek() === "-" && this.#pattern[this.#at + 1] !== "]") {
        this.#at++;
        const to = this.#pattern[this.#at++] as string;
        for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) members += String.fromCharCode(code);
      } else members += from;
    }
    this.#at++;
    const set = negated ? [...LOWER_ALPHABET].filter((char) => !members.includes(char)).join("") : members;
    if (set === "") throw new Error("empty class");
    return (index) => pick(set, this.#variant + index);
  }

  #quantifier(): number {
    const char = this.#peek();
    let count = 1;
    if (char === "?" || char === "*") {
      // Optional parts are written once: a pattern such as `^-?[0-9]+$` then still gives a
      // plain number only when the optional part is not there, so keep it out (unless asked).
      count = this.#optionalOnce ? 1 : 0;
      this.#at++;
    } else if (char === "+") this.#at++;
    else if (char === "{") {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.#pattern.slice(this.#at));
      if (match === null) return 1;
      this.#at += match[0].length;
      count = Math.max(Number(match[1]), match[1] === "0" && match[2] !== undefined ? 1 : 0);
      if (match[3] !== undefined && match[3] !== "") count = Math.min(count, Number(match[3]));
    }
    if (this.#peek() === "?") this.#at++;
    return count;
  }

  #peek(): string | undefined {
    return this.#pattern[this.#at];
  }
}

function pick(set: string, index: number): string {
  return set[index % set.length] as string;
}
