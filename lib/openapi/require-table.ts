import { describeInput } from "../errors/describe-input";
import { InvalidOptionsError } from "../errors/error-classes";
import { isOptionsObject } from "../util/is-plain-object";
import { OPERATION_TABLE_FORMAT, OPERATION_TABLE_VERSION, type OperationTable } from "./operation-table";

/**
 * `table`, when it is an operation table of the version this library reads: one made by
 * `compileOpenAPI` of another version, or anything else, is `ERR_INVALID_OPTIONS`.
 *
 * @example
 * ```ts
 * requireTable(compileOpenAPI(petstore)); // the table
 * ```
 */
export function requireTable(table: unknown): OperationTable {
  if (
    isOptionsObject(table) &&
    table.format === OPERATION_TABLE_FORMAT &&
    table.version === OPERATION_TABLE_VERSION &&
    Array.isArray(table.operations) &&
    Array.isArray(table.servers) &&
    isOptionsObject(table.securitySchemes)
  ) {
    return table as unknown as OperationTable;
  }
  throw new InvalidOptionsError(
    `Invalid operation table ${describeInput(table)}: expected compileOpenAPI()'s answer, version ${OPERATION_TABLE_VERSION}`,
  );
}
