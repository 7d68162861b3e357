/**
 * A route string read at compile time the way `RouteParser#split` reads it at run time: the
 * method is everything before the first space, the URL everything after the run of spaces.
 * Only spaces separate them here (a tab works at run time but not in these types).
 *
 * @example
 * ```ts
 * type M = RouteMethod<"GET /orgs/{org}/repos">; // "GET"
 * type U = RouteUrl<"GET /orgs/{org}/repos">; // "/orgs/{org}/repos"
 * type N = RouteMethod<"/user">; // undefined: the config's default method applies
 * ```
 */
export type RouteMethod<Route extends string> = Route extends `${infer Method extends CommonMethod} ${string}`
  ? Method
  : Trim<Route> extends `${infer Method} ${string}`
    ? Method
    : undefined;

// The usual spelling, a method in capitals then a space, is read without trimming (which costs
// the compiler about three times as much); any other spelling falls through to the full reading.
type CommonMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/**
 * The URL part of a route string, still a template.
 *
 * @example
 * ```ts
 * type U = RouteUrl<"POST  https://uploads.example.com/{id}{?name}">; // "https://uploads.example.com/{id}{?name}"
 * ```
 */
export type RouteUrl<Route extends string> =
  Trim<Route> extends `${string} ${infer Url}` ? TrimStart<Url> : Trim<Route>;

type TrimStart<Text extends string> = Text extends ` ${infer Rest}` ? TrimStart<Rest> : Text;
type TrimEnd<Text extends string> = Text extends `${infer Rest} ` ? TrimEnd<Rest> : Text;
type Trim<Text extends string> = TrimEnd<TrimStart<Text>>;
