import type { Located, OpenAPIDocument, Parameter } from "./openapi-types";
import { coerce } from "./coerce";
import { comparable, shown } from "./comparable";
import type { DecodeResult, Layout } from "./decode-styles";
import { isJsonMediaType, styleOf } from "./operation-parts";
import { parameterSchema, type ExpectedParameter, type OperationSample } from "./sample-values";
import { kindAt } from "./schema-shape";
import { validatorFor } from "./schema-validator";

// One parameter's decoded value, judged the same way wherever it was found: the path, the query,
// a header, a cookie, or 3.2's querystring.

export function expectedOf(sample: OperationSample, parameter: Parameter): ExpectedParameter | undefined {
  return sample.expected.parameters.find(
    (expected) => expected.in === parameter.in && expected.name === parameter.name,
  );
}

export function layoutOf(document: OpenAPIDocument, located: Located<Parameter>): Layout {
  const kind = kindAt(document, parameterSchema(located.node, located.pointer));
  return {
    name: located.node.name,
    ...styleOf(located.node),
    shape: kind === "object" || kind === "array" ? kind : "primitive",
  };
}

/** The decoded value of one parameter against its sample and its schema. */
export async function judgeParameter(
  document: OpenAPIDocument,
  located: Located<Parameter>,
  result: DecodeResult,
  expected: ExpectedParameter,
): Promise<string[]> {
  const { node: parameter, pointer } = located;
  const label = `the ${parameter.in} parameter "${parameter.name}"`;
  if ("problem" in result) return [`${label}: ${result.problem}`];
  const schema = parameterSchema(parameter, pointer);
  let decoded = result.value;
  // A parameter with `content` is its media type's text (JSON, most often) inside the style.
  // JSON carries its own types: "2" stays a string, where a style's text would be read as 2.
  const contentType = Object.keys(parameter.content ?? {})[0];
  const json = contentType !== undefined && isJsonMediaType(contentType) && typeof decoded === "string";
  if (json) {
    try {
      decoded = JSON.parse(decoded as string) as unknown;
    } catch {
      return [`${label} is not JSON, as its content type ${contentType} says: ${shown(decoded)}`];
    }
  }
  const value = coerce(document, schema, decoded, expected.value, json ? "json" : "text");
  const problems: string[] = [];
  if ((await comparable(value)) !== (await comparable(expected.value))) {
    problems.push(`${label} is ${shown(value)}, expected ${shown(expected.value)}`);
  }
  if (schema.node !== undefined) {
    problems.push(
      ...validatorFor(document)
        .problems(schema.pointer, value)
        .map((problem) => `${label}: ${problem}`),
    );
  }
  return problems;
}
