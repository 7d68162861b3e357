import { describeInput } from "../errors/describe-input";
import { InvalidOptionsError, InvalidParameterError } from "../errors/error-classes";
import { bodyKind, JSON_CONTENT_TYPE } from "./body-kind";
import { describeBodyValue } from "../util/describe-body-value";
import { isJsonObject } from "../util/is-json-object";
import { mediaTypeEssence } from "../util/media-type-essence";
import { formFields, type FormRules } from "./form-fields";

/** What encoding a body asks of the vendor: its form rules, and its form text (`VendorRules#formText`). */
export interface BodyRules extends FormRules {
  formText(fields: Readonly<Record<string, unknown>>): string;
}

/** A body as it is sent, and the `content-type` it is sent with (`undefined`: the client writes it). */
export interface EncodedBody {
  readonly body: unknown;
  readonly contentType: string | undefined;
}

const FORM_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = "multipart/form-data";
const BOUNDARY = /;\s*boundary\s*=/i;

/**
 * The one place that decides how a body becomes bytes, from the request's `content-type`. Plain
 * data (parameters, or an object, list or scalar given as `data`) is:
 * - JSON under no type, `application/json` or any `…+json` type: kept as data, for the client to
 *   serialise;
 * - under `application/x-www-form-urlencoded`, its fields as the vendor's form text
 *   (`VendorRules#formText`: {@link encodeForm} unless it says otherwise);
 * - under `multipart/form-data`, a `FormData` ({@link formDataOf}), and no `content-type`, so the
 *   client writes it with the boundary of its encoding (a type naming a boundary is refused);
 * - under any other type, refused: nothing is sent as JSON under another label.
 * Text, bytes, blobs, forms and streams are sent as given, under any type.
 *
 * @example
 * encodeBodyAs({ code: "a b" }, "application/x-www-form-urlencoded", rules);
 * // { body: "code=a+b", contentType: "application/x-www-form-urlencoded" }
 */
export function encodeBodyAs(body: unknown, contentType: string | undefined, rules: BodyRules): EncodedBody {
  // The common case first: the JSON type the vendor gave, with no type to read or body to inspect.
  // Stryker disable next-line ConditionalExpression: the essence of the JSON type is read below to the same answer; the test only spares it
  if (contentType === JSON_CONTENT_TYPE) return { body, contentType };
  if (contentType === undefined || bodyKind(body) !== "json") return { body, contentType };
  const essence = mediaTypeEssence(contentType);
  if (essence === "application/json" || essence.endsWith("+json")) return { body, contentType };
  if (essence === FORM_TYPE) return { body: formTextOf(rules, fieldsOf(body, essence)), contentType };
  if (essence === MULTIPART_TYPE) {
    if (BOUNDARY.test(contentType)) {
      throw new InvalidParameterError(
        `The request body cannot be sent as ${describeInput(contentType)}: its FormData gets the client's ` +
          "boundary; leave the boundary out",
      );
    }
    return { body: formDataOf(fieldsOf(body, essence), rules), contentType: undefined };
  }
  throw new InvalidParameterError(
    `The request body cannot be sent as ${describeInput(contentType)}: only JSON, forms and multipart are ` +
      "written from data; pass the body as text or bytes in `data`",
  );
}

/**
 * Fields as form text, the WHATWG `application/x-www-form-urlencoded` serialisation (`+` for a
 * space), names nested as the vendor says ({@link formFields}); what a vendor's query may be too.
 *
 * @example
 * encodeForm({ expand: ["a", "b"] }, rules); // "expand%5B%5D=a&expand%5B%5D=b"
 */
export function encodeForm(fields: Readonly<Record<string, unknown>>, rules: FormRules): string {
  return new URLSearchParams(formFields(fields, rules, false) as Array<[string, string]>).toString();
}

/**
 * Fields as a `FormData`: a field per part ({@link formFields} with files: names nested as for
 * {@link encodeForm}, `Blob`s and bytes as file parts).
 *
 * @example
 * formDataOf({ title: "t", file: new File(["…"], "a.txt") }, rules).get("file"); // the File
 */
function formDataOf(fields: Readonly<Record<string, unknown>>, rules: FormRules): FormData {
  const data = new FormData();
  for (const [name, value] of formFields(fields, rules, true)) data.append(name, value);
  return data;
}

function formTextOf(rules: BodyRules, fields: Readonly<Record<string, unknown>>): string {
  const text: unknown = rules.formText(fields);
  if (typeof text === "string") return text;
  throw new InvalidOptionsError(`Invalid formText answer ${describeInput(text)}: expected text`);
}

function fieldsOf(body: unknown, essence: string): Readonly<Record<string, unknown>> {
  if (typeof body === "object" && body !== null && isJsonObject(body)) return body as Record<string, unknown>;
  throw new InvalidParameterError(`The ${essence} body must be an object of fields, not ${describeBodyValue(body)}`);
}
