// TypeDoc plugin: EndpointConfig extends WithDefaults<InitialDefaults> only to carry the type of
// its defaults at compile time (lib/types/defaults-type.ts). That is no hierarchy a reader of the
// API reference should see, so every trace of it is dropped: the "Hierarchy" of the classes,
// "Inherited from WithDefaults…" on their members, and the "extended by" list of the mark.
import { Converter, ReflectionKind } from "typedoc";

const MARK = "WithDefaults";
// The mark itself, or a member inherited from it: `WithDefaults<InitialDefaults>.constructor`.
const isMark = (type) => type?.type === "reference" && new RegExp(`^${MARK}\\b`).test(type.name);
const withoutMark = (types) => {
  const kept = types?.filter((type) => !isMark(type));
  return kept?.length ? kept : undefined;
};

/** @param {import("typedoc").Application} app */
export function load(app) {
  const withMarks = (context) => context.project.getReflectionsByKind(ReflectionKind.Class | ReflectionKind.Interface);
  // Before resolving, so that TypeDoc builds no hierarchy (nor "extended by") from the mark.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of withMarks(context)) reflection.extendedTypes = withoutMark(reflection.extendedTypes);
  });
  // After resolving, when TypeDoc has marked the members it found on the mark as inherited.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of withMarks(context)) {
      for (const member of reflection.children ?? []) {
        for (const part of [member, ...(member.signatures ?? [])]) {
          if (isMark(part.inheritedFrom)) part.inheritedFrom = undefined;
        }
      }
    }
  });
}
