import type { Located, MediaType, OpenAPIDocument, Parameter } from "./openapi-types";
import { decodeForm } from "./decode-form-body";
import { expectedOf, judgeParameter } from "./judge-parameter";
import { strayName, type NamePlaces } from "./name-places";
import { percentDecode } from "./percent-decode";
import { essence } from "./plain-values";
import { child, resolve } from "./resolve-refs";
import { parameterSchema, type OperationSample } from "./sample-values";

/**
 * 3.2's `in: querystring`: the whole query is one value, written by the parameter's one `content`
 * media type. An `application/x-www-form-urlencoded` value is read as a form body is, by the
 * Encoding Objects of its Media Type Object ("in the same way as with request bodies of that
 * media type"); any other is the query's text percent-decoded by RFC 3986 (a `+` is no space
 * outside a form), parsed when the type is JSON.
 */
export async function judgeQuerystring(
  document: OpenAPIDocument,
  sample: OperationSample,
  located: Located<Parameter>,
  query: string,
  places: NamePlaces,
): Promise<string[]> {
  const { name, content } = located.node;
  const expected = expectedOf(sample, located.node);
  if (expected === undefined)
    return query === "" ? [] : [`the query is "${query}", yet the call gave no querystring parameter "${name}"`];
  const [mediaType, raw] = Object.entries(content ?? {})[0] ?? [];
  if (mediaType === undefined || raw === undefined)
    return [`the querystring parameter "${name}" has no content media type to read it by`];
  if (essence(mediaType) !== "application/x-www-form-urlencoded")
    return judgeParameter(document, located, { value: percentDecode(query) }, expected);
  const media = resolve<MediaType>(document, { node: raw, pointer: child(located.pointer, "content", mediaType) });
  const schema = parameterSchema(located.node, located.pointer);
  const form = decodeForm(document, media, schema, query, expected.value, `the querystring parameter "${name}"`);
  return [
    ...form.problems,
    ...form.strays.map((stray) => strayName(places, stray, "the query")),
    ...(await judgeParameter(document, located, { value: form.value }, expected)),
  ];
}
