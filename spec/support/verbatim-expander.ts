import { UriExpander } from "../../lib";

/**
 * A custom expander that puts each `{name}` value into the URL as it is, encoding nothing, as a
 * careless one may: what it gives reaches the URL policy (lib/util/dot-segment.ts) unchanged,
 * so a spec can hand the policy any URL, whole or in part.
 */
export class VerbatimExpander extends UriExpander {
  expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(parameters[name]));
  }

  variableNames(template: string): readonly string[] {
    return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  }
}
