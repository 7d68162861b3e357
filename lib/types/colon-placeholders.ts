import type { NameCharacter, NameStart, SchemeCharacter } from "./name-characters";

/**
 * The names of the `:name` placeholders in a URL, as `RouteParser#toTemplate` finds them: a `:`
 * followed by a letter, after a character that cannot be part of a name (`/:owner`,
 * `...:head`); never one in a scheme, a port, user-info, `::`, or inside a `{…}` expression
 * (where `:3` is a prefix modifier).
 *
 * @example
 * ```ts
 * type A = ColonPlaceholderNames<"/repos/:owner/:repo">; // "owner" | "repo"
 * type B = ColonPlaceholderNames<"http://localhost:8080/users/:id">; // "id"
 * type D = ColonPlaceholderNames<"/compare/:base...:head">; // "base" | "head"
 * type C = ColonPlaceholderNames<"/repos{/name:3}">; // never
 * ```
 */
export type ColonPlaceholderNames<Url extends string> = NamesAfterColons<WithoutExpressions<PathOf<Url>>>;

// A full URL is scanned from the end of its authority; a relative one from its very start,
// where a leading ":name" counts, so it gets a "/" in front: a character that ends no name.
type PathOf<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? IsScheme<Scheme> extends true
    ? Rest extends `${string}/${infer Path}`
      ? `/${Path}`
      : ""
    : `/${Url}`
  : `/${Url}`;

type IsScheme<Text extends string> = Text extends `${infer First}${infer Rest}`
  ? First extends NameStart
    ? OnlySchemeCharacters<Rest>
    : false
  : false;

type OnlySchemeCharacters<Text extends string> = Text extends `${infer First}${infer Rest}`
  ? First extends SchemeCharacter
    ? OnlySchemeCharacters<Rest>
    : false
  : true;

// Expressions become "}" so that neither their contents nor a "/" before them can open a
// placeholder; an unclosed "{" hides the rest of the URL, as it does at run time.
type WithoutExpressions<Url extends string> = Url extends `${infer Before}{${infer After}`
  ? After extends `${string}}${infer Rest}`
    ? `${Before}}${WithoutExpressions<Rest>}`
    : Before
  : Url;

// `Before` is what stood before `Text`: ":" once a colon has been passed, so that "::" and
// "a:b" (a colon after a name character) stay literal.
type NamesAfterColons<Text extends string, Before extends string = ""> = Text extends `${infer Head}:${infer Rest}`
  ? | (`${Before}${Head}` extends `${string}${NameCharacter | ":"}` ? never : LeadingName<Rest>)
    | NamesAfterColons<Rest, ":">
  : never;

type LeadingName<Text extends string> = Text extends `${infer First extends NameStart}${infer Rest}`
  ? NameTail<Rest, First>
  : never;

type NameTail<
  Text extends string,
  Name extends string,
> = Text extends `${infer Next extends NameCharacter}${infer Rest}` ? NameTail<Rest, `${Name}${Next}`> : Name;
