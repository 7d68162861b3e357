import type { Located, MediaType, OpenAPIDocument, Schema } from "./openapi-types";
import {
  defaultContentType,
  expectedOf,
  parsedPart,
  propertyNames,
  propertySchema,
  usesStyle,
  valueShape,
  type DecodedBody,
} from "./body-encoding";
import { coerce } from "./coerce";
import { decodeQueryValue, queryPairs } from "./decode-styles";
import { isJsonMediaType } from "./operation-parts";
import { percentDecode } from "./percent-decode";
import { kindAt, shapeOf } from "./schema-shape";

/**
 * An `application/x-www-form-urlencoded` body, property by property. A property whose Encoding
 * Object has `style`, `explode` or `allowReserved` is read as a query parameter of that style;
 * any other is content: its pairs' text in its `contentType` (JSON for an object by default),
 * one pair per item for an array. `owner` names the value in problems: the body, or a 3.2
 * querystring parameter, whose form is read the same way.
 */
export function decodeForm(
  document: OpenAPIDocument,
  media: Located<MediaType>,
  schema: Located<Schema | undefined>,
  text: string,
  expected: unknown,
  owner = "the body",
): DecodedBody {
  const pairs = queryPairs(text);
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of propertyNames(document, schema, expected)) {
    const property = propertySchema(document, schema, name);
    const encoding = media.node.encoding?.[name];
    const kind = kindAt(document, property);
    if (encoding !== undefined && usesStyle(encoding)) {
      const style = encoding.style ?? "form";
      const layout = { name, style, explode: encoding.explode ?? style === "form", shape: valueShape(kind) };
      const objectKeys = [
        ...shapeOf(document, property).properties.keys(),
        ...Object.keys(expectedOf(expected, name) ?? {}),
      ];
      const result = decodeQueryValue(layout, pairs, objectKeys);
      if (result === undefined) continue;
      if ("problem" in result) problems.push(`${owner} property "${name}": ${result.problem}`);
      else value[name] = coerce(document, property, result.value, expectedOf(expected, name));
      continue;
    }
    const taken = pairs.filter((pair) => !pair.used && pair.name === name);
    if (taken.length === 0) continue;
    for (const pair of taken) pair.used = true;
    const itemType = encoding?.contentType ?? defaultContentType(document, property);
    const texts = taken.map((pair) => percentDecode(pair.value ?? "", true));
    const parsed = texts.map((item) => parsedPart(item, itemType, name, problems));
    const whole = kind === "array" ? parsed : parsed[0];
    if (kind !== "array" && parsed.length > 1) {
      problems.push(
        `${owner} property "${name}" is given ${parsed.length} times: ${taken.map((pair) => pair.raw).join("&")}`,
      );
    } else
      value[name] = coerce(
        document,
        property,
        whole,
        expectedOf(expected, name),
        isJsonMediaType(itemType) ? "json" : "text",
      );
  }
  return { value, problems, strays: pairs.filter((pair) => !pair.used).map((pair) => pair.name) };
}
