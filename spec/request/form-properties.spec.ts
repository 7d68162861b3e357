// Issue 41: whatever JSON-able parameters are sent as a form, qs (how Express's extended parser,
// Rails and PHP read bracketed names) reads the body back to the same object with every scalar
// as its text; and any text, as a name or a value, survives the WHATWG form encoding.
import fc from "fast-check";
import { parse } from "qs";
import { endpoint } from "../../lib";
import { fuzzRuns } from "../support/fuzz-runs";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
// Option keys with a meaning of their own (lib/options/reserved-keys.ts) are no parameters, and
// a "__proto__" key is dropped on the way in (spec/security/prototype-pollution.spec.ts).
const NOT_PARAMETERS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request", "__proto__"]);

// Text with what a form must escape (& = + [ ] %, spaces, line breaks) among any code point
// (fast-check's "binary" unit: the whole Unicode range, emoji included, no lone surrogate).
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("&", "=", "+", "[", "]", "%", "%2B", " ", "\r\n", "😀"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});
const scalar = fc.oneof(anyText, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean());
// Letters only: a key that looks like a number ("0") or holds a bracket would be read by qs as
// a list index or a nested name, which no encoding can prevent.
const key = fc.stringMatching(/^[A-Za-z]{1,8}$/);
const { object } = fc.letrec((tie) => ({
  object: fc.dictionary(key, tie("value"), { minKeys: 1, maxKeys: 4 }),
  value: fc.oneof(
    { maxDepth: 4 },
    scalar,
    tie("object"),
    fc.array(scalar, { minLength: 1, maxLength: 4 }),
    fc.array(tie("object"), { minLength: 1, maxLength: 3 }),
  ),
}));
const parameters = fc.dictionary(
  key.filter((name) => !NOT_PARAMETERS.has(name)),
  fc.oneof(
    scalar,
    object,
    fc.array(scalar, { minLength: 1, maxLength: 4 }),
    fc.array(object, { minLength: 1, maxLength: 3 }),
  ),
  { minKeys: 1, maxKeys: 5 },
);

// qs's defaults guard a server against hostile forms and would change what these forms read as:
// names nested deeper than 5 keep the rest as one literal key (depth), a list index above 20 or a
// list longer than 20 becomes an object (arrayLimit), and fields after the 1,000th are dropped
// (parameterLimit). Generated forms stay far below the limits set here (nesting of at most 5
// objects and lists, so at most 10 brackets; lists of at most 4). allowPrototypes keeps a key
// named like a member of Object.prototype, which qs otherwise drops.
const QS = { depth: 100, arrayLimit: 1000, parameterLimit: 100_000, allowPrototypes: true };

function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asText);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, asText(item)]));
  }
  return String(value);
}

describe("a form body, for any JSON-able parameters (fast-check)", () => {
  it("is read back by qs to the parameters, with every scalar as its String() text", () => {
    fc.assert(
      fc.property(parameters, (someParameters) => {
        const { body } = endpoint("POST /x", { ...someParameters, headers: FORM });
        expect(typeof body).toBe("string");
        expect(parse(body as string, QS)).toEqual(asText(someParameters));
      }),
      fuzzRuns(1000),
    );
  });

  it("carries any text, as a name or as a value, through URLSearchParams unchanged", () => {
    fc.assert(
      fc.property(
        anyText.filter((name) => !NOT_PARAMETERS.has(name)),
        anyText,
        (name, value) => {
          const { body } = endpoint("POST /x", { [name]: value, headers: FORM });
          expect([...new URLSearchParams(body as string)]).toEqual([[name, value]]);
        },
      ),
      fuzzRuns(1000),
    );
  });
});
