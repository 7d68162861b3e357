import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { isPlainObject } from "../util/is-plain-object";
import type { Operator } from "./operators";
import { encodeReserved, encodeUnreserved } from "./percent-encode";
import { itemToString, scalarToString } from "./scalar-to-string";
import type { DateFormat } from "./date-to-string";

/** One variable of an expression: `{name}`, `{name*}` or `{name:3}`. */
export interface VariableSpec {
  readonly name: string;
  /** Maximum number of characters kept; 0 when there is no prefix modifier. */
  readonly prefix: number;
  readonly explode: boolean;
}

/**
 * Expands one variable as RFC 6570 section 3.2.1 describes, or returns `undefined` when the value
 * counts as undefined (null, undefined, an empty list or an empty object).
 */
export function expandVariable(
  operator: Operator,
  variable: VariableSpec,
  value: unknown,
  template: string,
  dates: DateFormat | undefined,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  const encode = operator.allowReserved ? encodeReserved : encodeUnreserved;
  try {
    if (Array.isArray(value)) return expandList(operator, variable, value, encode, template, dates);
    if (isPlainObject(value)) return expandPairs(operator, variable, value, encode, template, dates);
    let text = scalarToString(variable.name, value, dates);
    if (variable.prefix > 0) text = firstCharacters(text, variable.prefix);
    if (!operator.named) return encode(text);
    return text === "" ? variable.name + operator.ifEmpty : `${variable.name}=${encode(text)}`;
  } catch (error) {
    // encodeURIComponent throws URIError on a lone surrogate; report it as the bad parameter.
    if (error instanceof URIError) throw badValue(variable.name, template, "it is not well-formed Unicode");
    throw error;
  }
}

type Encode = (text: string) => string;

const IN_A_URL = "in a URL";

function expandList(
  operator: Operator,
  variable: VariableSpec,
  list: readonly unknown[],
  encode: Encode,
  template: string,
  dates: DateFormat | undefined,
): string | undefined {
  const items = list.filter((item) => item !== undefined && item !== null);
  if (items.length === 0) return undefined;
  refusePrefix(variable, template);
  const texts = items.map((item) => encode(itemToString(variable.name, item, dates, IN_A_URL)));
  if (!variable.explode) {
    return operator.named ? `${variable.name}=${texts.join(",")}` : texts.join(",");
  }
  if (!operator.named) return texts.join(operator.separator);
  return texts
    .map((text) => (text === "" ? variable.name + operator.ifEmpty : `${variable.name}=${text}`))
    .join(operator.separator);
}

function expandPairs(
  operator: Operator,
  variable: VariableSpec,
  object: Readonly<Record<string, unknown>>,
  encode: Encode,
  template: string,
  dates: DateFormat | undefined,
): string | undefined {
  const pairs = Object.keys(object)
    .filter((key) => object[key] !== undefined && object[key] !== null)
    .map((key) => [encode(key), encode(itemToString(variable.name, object[key], dates, IN_A_URL))] as const);
  if (pairs.length === 0) return undefined;
  refusePrefix(variable, template);
  if (!variable.explode) {
    const joined = pairs.map(([key, text]) => `${key},${text}`).join(",");
    return operator.named ? `${variable.name}=${joined}` : joined;
  }
  return pairs
    .map(([key, text]) => (text === "" && operator.named ? key + operator.ifEmpty : `${key}=${text}`))
    .join(operator.separator);
}

function refusePrefix(variable: VariableSpec, template: string): void {
  if (variable.prefix > 0) {
    throw badValue(variable.name, template, "a prefix modifier cannot apply to a list or object");
  }
}

function badValue(name: string, template: string, reason: string): InvalidParameterError {
  return new InvalidParameterError(
    `Parameter ${describeInput(name)} cannot be expanded in URL template ${describeInput(template)}: ${reason}`,
    { template },
  );
}

// RFC 6570 counts characters, not UTF-16 code units, so a surrogate pair is never split.
// slice() clamps an end past the text, so the loop needs no check against its length (the
// parser keeps a prefix under 10,000).
function firstCharacters(text: string, count: number): string {
  let end = 0;
  for (let kept = 0; kept < count; kept++) {
    const code = text.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return text.slice(0, end);
}
