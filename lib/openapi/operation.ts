import { describeInput } from "../errors/describe-input";
import {
  InvalidHeaderError,
  InvalidParameterError,
  InvalidRouteError,
  MissingParameterError,
} from "../errors/error-classes";
import {
  DESCRIBED,
  mergeOptions,
  type DescribedCall,
  type DescribedOperation,
  type MergeRules,
  type MergeTarget,
} from "../options/merge-options";
import { requireOneMethod } from "../options/require-one-method";
import { isReservedKey } from "../options/reserved-keys";
import type { HeaderValue } from "../options/types";
import { URL_PARAMETER } from "../options/url-parameter";
import type { AssemblyContext } from "../request/assemble-request";
import type { CallLayout } from "../request/call-layout";
import { lowercaseMethod } from "../route/http-method";
import { mayFormDotSegment, refuseDotSegmentsFromValues, type ExpandedRange } from "../util/dot-segment";
import { hasOwn } from "../util/has-own";
import { mediaTypeEssence } from "../util/media-type-essence";
import { isOptionsObject } from "../util/is-plain-object";
import { attachQuery } from "../vendors/query-string";
import { writeBody } from "./described-body";
import {
  METHODS_BEFORE_3_2,
  type TableMediaType,
  type TableOperation,
  type TableParameter,
  type TableSecurityScheme,
} from "./operation-table";
import { writeParameter } from "./parameter-styles";
import type { StyleContext } from "./style-context";

// Header parameters OpenAPI says to ignore: they come from the `headers` option only.
const OPTION_HEADERS = new Set(["accept", "content-type", "authorization"]);
const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});
const NO_PARAMETERS: readonly TableParameter[] = Object.freeze([]);
// A described call places every value itself: none is left for the vendor's rules.
const NO_REMAINING: Record<string, unknown> = Object.freeze({});
// Sent lowercase, as every call's method is. Any other (QUERY, an additionalOperations key) is
// sent as the description writes it, since methods are case-sensitive and fetch uppercases only
// the ones it knows.
const LOWERCASE_METHODS = new Set(METHODS_BEFORE_3_2);

/**
 * One operation of a description, as its table gives it: it merges a call of its route (a name
 * it describes is never an option) and assembles the request, each value where the description
 * says and written as it says.
 */
export class Operation implements DescribedOperation {
  readonly #table: TableOperation;
  readonly #label: string;
  readonly #server: string | undefined;
  // Parameters by name (a name may be a path and a query parameter's both); header parameters by
  // their lowercase name, as header names match.
  readonly #parameters = new Map<string, TableParameter[]>();
  readonly #headers = new Map<string, TableParameter>();
  readonly #bodyNames = new Set<string>();
  // The accept header a call without one gets: the response media types, written once.
  readonly #accept: string;
  // Body properties the server writes (readOnly), which a request never sends.
  readonly #readOnlyNames = new Set<string>();
  readonly #path: ReadonlyArray<string | TableParameter>;
  // OpenAPI 3.2's querystring parameter, which is the whole query.
  readonly #querystring: TableParameter | undefined;

  constructor(table: TableOperation, server: string | undefined, schemes: readonly TableSecurityScheme[] = []) {
    this.#table = table;
    this.#server = server;
    this.#label = `${table.method} ${table.path}`;
    this.#accept = table.responses.join(", ");
    // An apiKey scheme's name, where no parameter has it, is a parameter of the scheme's place:
    // a key given flat goes only where its scheme says, never into a body.
    const keys = schemes
      .filter((scheme) => !table.parameters.some((parameter) => sameName(parameter, scheme)))
      .map((scheme): TableParameter => ({
        ...scheme,
        style: scheme.in === "header" ? "simple" : "form",
        explode: true,
      }));
    for (const parameter of [...table.parameters, ...keys]) {
      const lowercase = parameter.name.toLowerCase();
      if (parameter.in !== "header")
        this.#parameters.set(parameter.name, [...this.#parameterNamed(parameter.name), parameter]);
      else if (!OPTION_HEADERS.has(lowercase)) this.#headers.set(lowercase, parameter);
    }
    this.#querystring = table.parameters.find((parameter) => parameter.in === "querystring");
    for (const media of table.body?.mediaTypes ?? []) {
      for (const name of media.properties ?? []) this.#bodyNames.add(name);
      for (const name of media.readOnly ?? []) this.#readOnlyNames.add(name);
    }
    // A fragment tells apart paths that are one URL (Box's "/files/{file_id}#add_shared_link"):
    // it names the operation, and is no part of the request.
    this.#path = table.path
      .split("#", 1)[0]!
      .split(/(\{[^{}]+\})/)
      .map((part, index) => {
        if (index % 2 === 0) return part;
        const name = part.slice(1, -1);
        return table.parameters.find((parameter) => parameter.in === "path" && parameter.name === name)!;
      });
  }

  /** Whether the description gives `name` to a parameter or a body property of this operation. */
  describes(name: string): boolean {
    return this.#parametersNamed(name).length > 0 || this.#bodyNames.has(name);
  }

  merge(target: MergeTarget, options: unknown, rules: MergeRules): void {
    const { unserved, method, path, pointer } = this.#table;
    if (unserved !== undefined) {
      throw new InvalidRouteError(`The operation ${this.#label} (${pointer}) cannot be served: ${unserved}`);
    }
    let own = options;
    let shadowed = NO_VALUES;
    // A reserved name the operation describes is its value, never the option.
    if (isOptionsObject(options)) {
      for (const key in options) {
        if (!hasOwn(options, key) || !isReservedKey(key) || !this.describes(key)) continue;
        if (shadowed === NO_VALUES) {
          shadowed = {};
          own = { ...options };
        }
        (shadowed as Record<string, unknown>)[key] = options[key];
        delete (own as Record<string, unknown>)[key];
      }
    }
    requireOneMethod(this.#label, method, own);
    mergeOptions(target, own, rules, { method, url: path });
    target[DESCRIBED] = new OperationCall(this, shadowed);
  }

  /**
   * Where one call's values go, as the description says: `merged` as merge() left it, `shadowed`
   * the described values of reserved names. The one assembly then joins, checks and places it.
   */
  layOut(merged: MergeTarget, shadowed: Readonly<Record<string, unknown>>, context: AssemblyContext): CallLayout {
    const { rules } = context;
    const method = lowercaseMethod(this.#table.method);
    const style: StyleContext = { rules, route: this.#label };
    const values = new Map<TableParameter, unknown>();
    const fields: Record<string, unknown> = {};
    const data = hasOwn(shadowed, "data") ? undefined : merged.data;
    const take = (key: string, value: unknown): void => {
      if (value === undefined) return;
      // A name the description gives parameters of two places (a path and a query parameter both
      // called `id`) is sent to each, as a name both a parameter and a body property is.
      const parameters = this.#parametersNamed(key);
      if (parameters.length === 0 && !this.#bodyNames.has(key) && this.#readOnlyNames.has(key)) {
        throw new InvalidParameterError(
          `${describeInput(key)} of ${this.#label} is a read-only property of its body, which a request never sends`,
        );
      }
      if (parameters.length === 0) {
        if (OPTION_HEADERS.has(key.toLowerCase()) && !this.#bodyNames.has(key)) {
          throw new InvalidParameterError(
            `The ${describeInput(key)} header of ${this.#label} is given in the headers option, not as a parameter`,
          );
        }
        fields[key] = value;
      } else {
        for (const parameter of parameters) values.set(parameter, value);
        // A name the description gives a parameter and a body property (a path id repeated in the
        // body) is sent to both, unless `data` gives the body whole.
        if (data === undefined && this.#bodyNames.has(key)) fields[key] = value;
      }
    };
    for (const key in merged) {
      if (hasOwn(merged, key) && !isReservedKey(key) && key !== "__proto__") take(key, merged[key]);
    }
    take("url", merged[URL_PARAMETER]);
    for (const key of Object.keys(shadowed)) take(key, shadowed[key]);
    if (context.strict) this.#requireValues(values);

    let path = this.#writePath(values, style);
    const query: string[] = [];
    const given = merged.headers;
    const headers: Record<string, HeaderValue> = {};
    const cookies: string[] = [];
    for (const [parameter, value] of values) {
      if (parameter.in === "path") continue;
      const text = writeParameter(parameter, value, style);
      if (text === undefined) continue;
      // A querystring parameter is the whole query; an apiKey's follows it.
      if (parameter.in === "querystring") query.unshift(text);
      else if (parameter.in === "query") query.push(text);
      else if (parameter.in === "cookie") cookies.push(text);
      else this.#setHeader(headers, given, parameter.name.toLowerCase(), text);
    }
    if (cookies.length > 0) {
      headers.cookie =
        given.cookie === undefined ? cookies.join("; ") : `${String(given.cookie)}; ${cookies.join("; ")}`;
    }
    if (given.accept === undefined && this.#table.responses.length > 0) headers.accept = this.#accept;
    // After a literal query the path key may write (`/responses/{id}?beta=true`), with `&`.
    path = attachQuery(path, query.join("&"));

    const body = this.#body(merged, data, fields, headers, style, context.strict);
    // Names the description does not give go where today's rules send them: to an object body
    // when the operation has one, else to the query. A described body goes with any method but
    // those fetch sends none with.
    if (body === undefined) {
      if (this.#querystring !== undefined) this.#requireNoStrayNames(fields, rules.credentialQueryParameters);
      path = attachQuery(path, rules.query(fields));
    } else if (method === "get" || method === "head") {
      throw new InvalidParameterError(
        `${this.#label} has a request body, which a ${this.#table.method} request cannot send`,
      );
    }
    // The description's servers serve a call that keeps the description's base URL; one whose
    // config or call names another goes there, as any call does.
    const onDescribedServer = merged.baseUrl === context.defaultBaseUrl;
    const server = onDescribedServer ? this.#server : undefined;
    return {
      template: this.#table.path,
      path,
      baseUrl: server ?? merged.baseUrl,
      confinedTo: server ?? context.baseUrl,
      headers,
      remaining: NO_REMAINING,
      data: body,
      sendsBody: body !== undefined || rules.sendsBody(method),
      method: LOWERCASE_METHODS.has(method) ? undefined : this.#table.method,
    };
  }

  // The path key with each path parameter written in its style; a value that would make a dot
  // segment is refused as the main entry refuses one, even where the key writes one itself.
  #writePath(values: ReadonlyMap<TableParameter, unknown>, style: StyleContext): string {
    let path = "";
    let ranges: ExpandedRange[] | undefined;
    for (const part of this.#path) {
      if (typeof part === "string") {
        path += part;
        continue;
      }
      const text = writeParameter(part, values.get(part), style) ?? "";
      if (mayFormDotSegment(text))
        (ranges ??= []).push({ start: path.length, end: path.length + text.length, names: [part.name] });
      path += text;
    }
    if (ranges !== undefined) refuseDotSegmentsFromValues(path, ranges, this.#table.path);
    return path;
  }

  // The query of an operation with a querystring parameter is that value: a name it does not
  // describe has no place, but an apiKey credential's, which follows it with `&`.
  #requireNoStrayNames(fields: Readonly<Record<string, unknown>>, credentials: readonly string[]): void {
    const stray = Object.keys(fields).find((name) => !credentials.includes(name));
    if (stray === undefined) return;
    throw new InvalidParameterError(
      `${this.#label} takes its whole query from its querystring parameter ${describeInput(this.#querystring!.name)}, ` +
        `so ${describeInput(stray)} has no place: give it inside that value`,
    );
  }

  // The parameters a flat name gives a value: those of that name, and a header one of any case.
  #parametersNamed(name: string): readonly TableParameter[] {
    const named = this.#parameterNamed(name);
    // Most operations have no header parameter: no name to lowercase on each call.
    if (this.#headers.size === 0) return named;
    const header = this.#headers.get(name.toLowerCase());
    return header === undefined ? named : [...named, header];
  }

  #parameterNamed(name: string): readonly TableParameter[] {
    return this.#parameters.get(name) ?? NO_PARAMETERS;
  }

  // A header given both as a parameter and in `headers` would leave the choice to chance.
  #setHeader(
    headers: Record<string, HeaderValue>,
    given: Readonly<Record<string, HeaderValue>>,
    name: string,
    text: string,
  ): void {
    if (given[name] !== undefined || headers[name] !== undefined) {
      throw new InvalidHeaderError(
        `The header ${describeInput(name)} of ${this.#label} is given both as a parameter and in headers: give it once`,
      );
    }
    headers[name] = text;
  }

  // The body, written as its media type (the caller's content-type, else the first listed), with
  // its content-type set in `headers`; undefined when the call gives none.
  #body(
    merged: MergeTarget,
    data: unknown,
    fields: Readonly<Record<string, unknown>>,
    headers: Record<string, HeaderValue>,
    style: StyleContext,
    strict: boolean,
  ): unknown {
    const hasFields = Object.keys(fields).length > 0;
    const mediaTypes = this.#table.body?.mediaTypes;
    if (data !== undefined && hasFields) {
      throw new InvalidParameterError(
        `The body of ${this.#label} is given both whole in \`data\` and as ${Object.keys(fields)
          .map((key) => describeInput(key))
          .join(", ")}: give it one way`,
      );
    }
    const media = mediaTypes === undefined ? undefined : this.#mediaType(mediaTypes, merged.headers["content-type"]);
    if (hasFields && media !== undefined && media.properties === undefined) {
      throw new InvalidParameterError(
        `The ${media.type} body of ${this.#label} is no object, so ${Object.keys(fields)
          .map((key) => describeInput(key))
          .join(", ")} names none of it: give the body whole in \`data\``,
      );
    }
    let body = data ?? (hasFields && mediaTypes !== undefined ? fields : undefined);
    if (body === undefined && this.#table.body?.required === true) {
      // A required object body the call fills nothing of is the empty object, not no body.
      if (media?.properties !== undefined && this.#table.method !== "GET") body = {};
      else if (strict) throw new MissingParameterError(`${this.#label} requires a request body`);
    }
    if (body === undefined || media === undefined) return body;
    const written = writeBody(media, body, style);
    headers["content-type"] = written.contentType;
    return written.body;
  }

  #mediaType(mediaTypes: readonly TableMediaType[], given: HeaderValue | undefined): TableMediaType {
    if (given === undefined) return mediaTypes[0]!;
    const essence = mediaTypeEssence(String(given));
    const listed = mediaTypes.find((media) => matches(media.type, essence));
    if (listed === undefined) {
      throw new InvalidHeaderError(
        `The content-type ${describeInput(String(given))} is not one ${this.#label} takes: ${mediaTypes.map((media) => media.type).join(", ")}`,
      );
    }
    // The caller's own type (its parameters, a wildcard's choice) with the description's rules.
    return { ...listed, type: String(given) };
  }

  #requireValues(values: ReadonlyMap<TableParameter, unknown>): void {
    for (const parameter of this.#table.parameters) {
      if (parameter.required === true && !values.has(parameter) && !OPTION_HEADERS.has(parameter.name.toLowerCase())) {
        throw new MissingParameterError(
          `${this.#label} requires the ${parameter.in} parameter ${describeInput(parameter.name)}`,
        );
      }
    }
  }
}

// A listed type matches its own essence, and a wildcard (`image/*`, `*/*`) every type it covers.
function matches(listed: string, essence: string): boolean {
  const type = mediaTypeEssence(listed);
  if (type === essence || type === "*/*") return true;
  return type.endsWith("/*") && essence.startsWith(type.slice(0, -1));
}

// Two names one flat value would give: a header's in any case.
function sameName(parameter: TableParameter, scheme: TableSecurityScheme): boolean {
  if (parameter.in !== "header" || scheme.in !== "header") return parameter.name === scheme.name;
  return parameter.name.toLowerCase() === scheme.name.toLowerCase();
}

/** One call of an operation, merged: the values of reserved names ride here, beside the options. */
class OperationCall implements DescribedCall {
  readonly #operation: Operation;
  readonly #shadowed: Readonly<Record<string, unknown>>;

  constructor(operation: Operation, shadowed: Readonly<Record<string, unknown>>) {
    this.#operation = operation;
    this.#shadowed = shadowed;
  }

  layOut(merged: MergeTarget, context: AssemblyContext): CallLayout {
    return this.#operation.layOut(merged, this.#shadowed, context);
  }
}
