import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { expandVariable } from "../template/expand-variable";
import { OPERATORS, type Operator } from "../template/operators";
import { encodeReserved, encodeUnreserved } from "../template/percent-encode";
import { itemToString, scalarToString } from "../template/scalar-to-string";
import { hasOwn } from "../util/has-own";
import { isPlainObject } from "../util/is-plain-object";
import { nestedEntries } from "../vendors/nested-names";
import { mediaTypeEssence } from "../util/media-type-essence";
import { FORM_TYPE, writeBody } from "./described-body";
import { delimiterOf } from "./delimiters";
import { isJsonType, jsonText } from "./json-text";
import { COOKIE_STYLE, HEADER_SIMPLE, writeUnencoded } from "./unencoded-styles";
import type { ParameterLocation, TableParameter } from "./operation-table";
import type { StyleContext } from "./style-context";

// The styles each place takes (OpenAPI 3.2.0, "Style Values": 3.1.2's, and cookie).
const STYLES: Readonly<Record<ParameterLocation, readonly string[]>> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  // None: its content's media type writes it (operationProblems asks for one).
  querystring: [],
  header: ["simple"],
  cookie: ["form", "cookie"],
};

// The RFC 6570 operator of each style that has one; the others are written below.
const STYLE_OPERATORS: Readonly<Record<string, Operator>> = {
  simple: OPERATORS[""]!,
  label: OPERATORS["."]!,
  matrix: OPERATORS[";"]!,
  form: OPERATORS["&"]!,
};
// `allowReserved` form parameters: RFC 6570 has no named operator that keeps reserved characters.
const RESERVED_FORM: Operator = Object.freeze({ ...OPERATORS["&"]!, allowReserved: true });

/**
 * Why a parameter of `type` (its schema's, when it names one) cannot be written in `style`, or
 * `undefined` when it can: the combinations OpenAPI lists as n/a, and styles its place lacks.
 */
export function styleProblem(
  place: ParameterLocation,
  style: string,
  explode: boolean,
  type: string | undefined,
): string | undefined {
  // Own keys only: a place or style is text a description gives (`constructor`, `__proto__`).
  if (!hasOwn(STYLES, place) || !STYLES[place].includes(style))
    return `has style ${describeInput(style)}, which a ${place} parameter cannot take`;
  const delimited = delimiterOf(style) !== undefined;
  // deepObject reads no explode (OpenAPI 3.2.0: "this field has no effect").
  if (delimited && explode) return `has style ${style} with explode ${explode}, which OpenAPI leaves undefined`;
  // deepObject on a list is undefined too, but real APIs write it (Stripe's `expand`): see deepObject().
  const takes = delimited || style === "deepObject" ? ["array", "object"] : undefined;
  if (takes !== undefined && type !== undefined && !takes.includes(type)) {
    return `has style ${style}, which a value of type ${type} cannot take`;
  }
  return undefined;
}

/**
 * The parameter's value as it stands in the path, the query (`name=value` pairs joined by `&`;
 * a querystring parameter's the whole query), a header or a cookie (`name=value` pairs joined by `; `); `undefined` when nothing is written.
 */
export function writeParameter(parameter: TableParameter, value: unknown, context: StyleContext): string | undefined {
  if (value === undefined || value === null) return undefined;
  const { style, explode } = parameter;
  if (parameter.contentType !== undefined) return writeContent(parameter, value, context);
  const operator =
    parameter.in === "query" && parameter.allowReserved === true
      ? RESERVED_FORM
      : hasOwn(STYLE_OPERATORS, style)
        ? STYLE_OPERATORS[style]
        : undefined;
  if (parameter.in === "header") return writeUnencoded(HEADER_SIMPLE, parameter.name, value, explode, context.rules);
  if (style === "cookie") return writeUnencoded(COOKIE_STYLE, parameter.name, value, explode, context.rules);
  if (operator !== undefined) {
    // Only matrix, form and cookie values are written with their names, which are then encoded.
    const named = parameter.in !== "path" || style === "matrix";
    const spec = { name: named ? encodeUnreserved(parameter.name) : parameter.name, prefix: 0, explode };
    const text = expandVariable(operator, spec, value, context.route, context.rules);
    if (text === undefined) return undefined;
    if (parameter.in === "cookie") return explode ? text.replaceAll("&", "; ") : text;
    return parameter.in === "path" ? operator.first + text : text;
  }
  if (style === "deepObject") return deepObject(parameter, value, context);
  const delimiter = delimiterOf(style);
  // Unreachable for a checked table (styleProblem), but a style is a description's text.
  if (delimiter === undefined) throw notTaken(parameter, value, "no value this library writes");
  return delimited(parameter, value, encodeUnreserved(delimiter), context);
}

function delimited(
  parameter: TableParameter,
  value: unknown,
  delimiter: string,
  context: StyleContext,
): string | undefined {
  const texts = (text: unknown[]): string[] =>
    text.map((item) => encodeUnreserved(itemToString(parameter.name, item, context.rules, "in a query")));
  let items: string[];
  if (Array.isArray(value)) items = texts(value.filter((item) => item !== undefined && item !== null));
  else if (isPlainObject(value))
    items = texts(
      Object.entries(value)
        .filter(([, item]) => item !== undefined && item !== null)
        .flat(),
    );
  else throw notTaken(parameter, value, "an array or an object");
  return items.length === 0 ? undefined : `${encodeUnreserved(parameter.name)}=${items.join(delimiter)}`;
}

// OpenAPI defines one level of an object; deeper objects and lists nest by the same brackets, lists
// as the vendor's formNesting says (`expand[]=a` by default, what Stripe's docs send and qs, Rack
// and PHP read back as a list): the one writer of nested names, null left out as RFC 6570's undefined.
// A scalar, where a schema takes one beside an object (Stripe's `billing_cycle_anchor=now`), is
// `name=value`, as the same writer puts it in a form.
function deepObject(parameter: TableParameter, value: unknown, context: StyleContext): string | undefined {
  const { formNesting } = context.rules;
  const pairs = nestedEntries({ [parameter.name]: value }, formNesting, undefined, refusedIn(parameter)).map(
    ([name, item]) =>
      `${encodeUnreserved(name)}=${encodeUnreserved(scalarToString(parameter.name, item, context.rules))}`,
  );
  return pairs.length === 0 ? undefined : pairs.join("&");
}

// A parameter described by `content`: its value written as that media type, then encoded for its
// place. A querystring one is the whole query, without its name: a form's fields as a form body
// writes them, any other type's text percent-encoded (OpenAPI 3.2.0, "in: querystring").
function writeContent(parameter: TableParameter, value: unknown, context: StyleContext): string {
  const type = parameter.contentType!;
  if (parameter.in === "querystring" && mediaTypeEssence(type) === FORM_TYPE) {
    return writeBody({ type }, value, context).body as string;
  }
  const text = isJsonType(parameter.contentType!)
    ? jsonText(parameter.name, value, refusedIn(parameter))
    : scalarToString(parameter.name, value, context.rules);
  switch (parameter.in) {
    case "header":
      return text;
    case "path":
    case "querystring":
      return encodeUnreserved(text);
    default:
      return `${encodeUnreserved(parameter.name)}=${parameter.allowReserved === true ? encodeReserved(text) : encodeUnreserved(text)}`;
  }
}

// The refusal of a value inside the parameter (at `name`), naming the parameter.
function refusedIn(parameter: TableParameter): (name: string, reason: string) => InvalidParameterError {
  return (name, reason) =>
    new InvalidParameterError(
      `The ${parameter.in} parameter ${describeInput(parameter.name)} cannot be sent: its value at ` +
        `${describeInput(name)} ${reason}`,
    );
}

function notTaken(parameter: TableParameter, value: unknown, takes: string): InvalidParameterError {
  return new InvalidParameterError(
    `The ${parameter.in} parameter ${describeInput(parameter.name)} has style ${parameter.style}, which takes ` +
      `${takes}, not ${describeInput(value)}`,
  );
}
