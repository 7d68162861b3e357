import { InvalidTemplateError } from "../errors/error-classes";
import { CompiledTemplate, type Part } from "./compiled-template";
import { encodeLiteral } from "./encode-literal";
import { parseExpression } from "./parse-expression";

export type { CompiledTemplate } from "./compiled-template";

/**
 * Parses `template` once. Literal runs are percent-encoded up front, so expansion only
 * concatenates; every `{…}` is parsed by rfc6570-uri-template and validated. A name with a `-`
 * is refused unless `hyphenatedNames` (GitHub's `{enterprise-team}`; RFC 6570 has none).
 * One left-to-right pass: the cost is linear in the template's length.
 *
 * @example
 * compileTemplate("/teams/{enterprise-team}", true).names; // ["enterprise-team"]
 * compileTemplate("/teams/{enterprise-team}", false); // throws ERR_INVALID_TEMPLATE
 */
export function compileTemplate(template: string, hyphenatedNames: boolean): CompiledTemplate {
  const parts: Part[] = [];
  let literalStart = 0;
  let index = 0;
  // Ends when no brace is left: indexOf from the end or past it finds none.
  for (;;) {
    const open = nextBrace(template, index);
    if (open === -1) break;
    if (template[open] === "}") throw new InvalidTemplateError(template, open, 'unmatched "}"');
    const close = nextBrace(template, open + 1);
    if (close === -1 || template[close] === "{") {
      throw new InvalidTemplateError(template, open, "unclosed expression");
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty literal part adds nothing to the URL
    if (open > literalStart) parts.push(encodeLiteral(template, literalStart, open));
    const expression = parseExpression(template, open, close + 1);
    if (!hyphenatedNames && hasHyphen(expression.names)) {
      throw new InvalidTemplateError(
        template,
        open,
        'RFC 6570 variable names have no "-" (new Rfc6570Expander({ hyphenatedNames: true }) accepts them)',
      );
    }
    parts.push(expression);
    index = literalStart = close + 1;
  }
  if (literalStart < template.length) parts.push(encodeLiteral(template, literalStart, template.length));
  return new CompiledTemplate(template, parts);
}

function nextBrace(template: string, from: number): number {
  const open = template.indexOf("{", from);
  const close = template.indexOf("}", from);
  if (open === -1) return close;
  return close === -1 ? open : Math.min(open, close);
}

// A loop rather than names.some(…): no closure per expression on a never-seen route's first call.
function hasHyphen(names: readonly string[]): boolean {
  for (const name of names) if (name.includes("-")) return true;
  return false;
}
