import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import type { OpenAPIDocument } from "./openapi-types";
import { usesJsonSchema2020, jsonSchemaView } from "./json-schema-view";

// The URI the description is known by inside Ajv; each schema is compiled as a `$ref` to its
// pointer in it, so that its own `#/components/…` references resolve as they do in the document.
const DOCUMENT_ID = "https://judge.invalid/openapi.json";

// The formats OpenAPI's registry adds for numbers and bytes; formats nobody defines (Box's "urn",
// Discord's "snowflake") are ignored, as the OpenAPI text says of unknown formats.
const OPENAPI_FORMATS = {
  int32: { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 },
  int64: { type: "number", validate: (n: number) => Number.isInteger(n) },
  float: { type: "number", validate: () => true },
  double: { type: "number", validate: () => true },
  byte: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  binary: true,
  password: true,
} as const;

/** Validates values against the schemas of one description, each compiled once, by pointer. */
export class SchemaValidator {
  readonly #ajv: Ajv | Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction | undefined>();

  constructor(document: OpenAPIDocument) {
    // strict: false, because descriptions carry OpenAPI's own keywords (example, discriminator,
    // x-…); unicodeRegExp: false, because many real patterns (`[\w-]`) are invalid with the u flag.
    // Compiling is most of the judge's time: shared component schemas are compiled once as their
    // own functions (inlineRefs: false), the generated code is not optimised, and it stops at a
    // value's first error (allErrors: false), which is enough to name what is wrong.
    const options = {
      strict: false,
      allErrors: false,
      validateSchema: false,
      logger: false,
      unicodeRegExp: false,
      inlineRefs: false,
      code: { optimize: false },
    } as const;
    this.#ajv = usesJsonSchema2020(document) ? new Ajv2020(options) : new Ajv(options);
    addFormats(this.#ajv);
    for (const [name, format] of Object.entries(OPENAPI_FORMATS)) this.#ajv.addFormat(name, format);
    this.#ajv.addSchema(jsonSchemaView(document), DOCUMENT_ID);
  }

  /** What is wrong with `value` for the schema at `pointer` (`#/…`); empty when it is valid. */
  problems(pointer: string, value: unknown): string[] {
    const validate = this.#compile(pointer);
    if (validate === undefined || validates(validate, value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || "the value"} ${error.message ?? "is invalid"}`,
    );
  }

  // A schema Ajv cannot compile (an unresolvable reference) is not held against the request.
  #compile(pointer: string): ValidateFunction | undefined {
    if (!this.#compiled.has(pointer)) {
      let validate: ValidateFunction | undefined;
      try {
        validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      } catch {
        validate = undefined;
      }
      this.#compiled.set(pointer, validate);
    }
    return this.#compiled.get(pointer);
  }
}

// A schema that only refers to itself (`A: { anyOf: [{ $ref: A }] }`) recurses without end in Ajv:
// it describes nothing, so nothing is held against the value.
function validates(validate: ValidateFunction, value: unknown): boolean {
  try {
    return validate(value);
  } catch {
    return true;
  }
}

const validators = new WeakMap<OpenAPIDocument, SchemaValidator>();

/** The validator of a description, made on first use (compiling is what costs). */
export function validatorFor(document: OpenAPIDocument): SchemaValidator {
  let validator = validators.get(document);
  if (validator === undefined) {
    validator = new SchemaValidator(document);
    validators.set(document, validator);
  }
  return validator;
}
