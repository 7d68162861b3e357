import { checkedHeaders } from "../request/header-policy";
import { keepsStockRule, type VendorRules } from "../vendors/vendor-rules";
import { setOwn } from "../util/copy-own";
import { mergeMediaType, type MergedMediaType } from "./merge-media-type";
import { mergeOptions, mergeRequest, requireUrl, type MergeTarget } from "./merge-options";
import type { HeaderValue } from "./types";

// See assemble-planned.ts: for…in with this own-key test reads Object.keys' keys in its order.
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

const MEMO_SIZE = 4;

/**
 * parse()'s memory of what the reserved options of earlier merged objects came to (issue 26).
 * `@octokit/request` hands parse() a new object from merge() on every request, with the same
 * method, base URL, headers and media type each time; merging and checking those (names
 * lowercased, values checked, the media type merged) is most of parse()'s work. This memo keeps
 * the last few results, each with the values it was computed from, and serves one only when the
 * object in hand holds the same values now, compared one by one (`Object.is`): a hook that wrote
 * into the headers, pushed a preview or replaced the base URL gets a fresh answer, never a stale
 * one. The `url`, `request` and `data` of a call are never remembered. A vendor whose media-type
 * rule is its own (it may read the URL) merges `mediaType` on every call.
 *
 * @example
 * const memo = new ReservedMemo(GITHUB_RULES, () => ({ method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "", previews: [] } }));
 * memo.merge(endpoint.merge("GET /user")).headers; // the checked, lowercased headers, computed once
 */
export class ReservedMemo {
  readonly #rules: VendorRules;
  readonly #base: () => MergeTarget;
  readonly #baseMediaType: MergedMediaType;
  readonly #remembersMediaType: boolean;
  readonly #entries: Remembered[] = [];
  #next = 0;

  constructor(rules: VendorRules, base: () => MergeTarget) {
    this.#rules = rules;
    this.#base = base;
    this.#baseMediaType = base().mediaType;
    // The specification's rule reads nothing but the two media types; a vendor's may read the URL.
    this.#remembersMediaType = keepsStockRule(rules, "mergeMediaType");
  }

  /**
   * `merged`'s reserved options merged over the vendor's fixed base, as `mergeOptions` merges
   * them; its parameters are left where they are. The result's `headers` may be shared with
   * other calls: never change them, and copy them into a result.
   */
  merge(merged: object): MergeTarget {
    const given = reservedOf(merged as Readonly<Record<string, unknown>>);
    const remembered = this.#find(given) ?? this.#remember(given);
    return {
      method: remembered.method,
      baseUrl: remembered.baseUrl,
      // Checked on every call: a `url` that is not a string is refused here, as merging does.
      url: given.url === undefined ? undefined : requireUrl(given.url),
      headers: remembered.headers,
      mediaType: remembered.mediaType ?? mergeMediaType(this.#baseMediaType, given.mediaType, this.#rules, given.url),
      request: given.request === undefined ? undefined : mergeRequest(undefined, given.request, this.#rules),
      data: given.data,
    };
  }

  #find(given: Reserved): Remembered | undefined {
    for (const entry of this.#entries) if (entry.matches(given, this.#remembersMediaType)) return entry;
    return undefined;
  }

  // Computed from the values read once, never from a second read of `merged`: what is remembered
  // is exactly what these values give.
  #remember(given: Reserved): Remembered {
    const source: Record<string, unknown> = {};
    if (given.method !== undefined) source.method = given.method;
    if (given.baseUrl !== undefined) source.baseUrl = given.baseUrl;
    const headers = entriesOf(given.headers);
    if (given.headers !== undefined) source.headers = headers === undefined ? given.headers : objectOf(headers);
    const mediaType = this.#remembersMediaType ? mediaTypeOf(given.mediaType) : undefined;
    if (this.#remembersMediaType && given.mediaType !== undefined) {
      // Anything but an object is handed on as it is, for merging to refuse.
      source.mediaType = mediaType?.checked ?? given.mediaType;
    }
    const target = this.#base();
    mergeOptions(target, source, this.#rules);
    const entry = new Remembered(
      given,
      headers,
      mediaType,
      target.method,
      target.baseUrl,
      checkedHeaders(target.headers),
      this.#remembersMediaType ? target.mediaType : undefined,
    );
    this.#entries[this.#next] = entry;
    this.#next = (this.#next + 1) % MEMO_SIZE;
    return entry;
  }
}

/** The reserved keys of merged options, each own enumerable value read once. */
interface Reserved {
  readonly method: unknown;
  readonly url: unknown;
  readonly baseUrl: unknown;
  readonly headers: unknown;
  readonly mediaType: unknown;
  readonly request: unknown;
  readonly data: unknown;
}

function reservedOf(merged: Readonly<Record<string, unknown>>): Reserved {
  let method, url, baseUrl, headers, mediaType, request, data: unknown;
  for (const key in merged) {
    if (!hasOwnProperty.call(merged, key)) continue;
    switch (key) {
      case "method":
        method = merged.method;
        break;
      case "url":
        url = merged.url;
        break;
      case "baseUrl":
        baseUrl = merged.baseUrl;
        break;
      case "headers":
        headers = merged.headers;
        break;
      case "mediaType":
        mediaType = merged.mediaType;
        break;
      case "request":
        request = merged.request;
        break;
      case "data":
        data = merged.data;
    }
  }
  return { method, url, baseUrl, headers, mediaType, request, data };
}

/** A headers object's own enumerable entries in order, or `undefined` when it is no plain object. */
interface Entries {
  readonly names: readonly string[];
  readonly values: readonly unknown[];
}

function entriesOf(headers: unknown): Entries | undefined {
  if (typeof headers !== "object" || headers === null || Array.isArray(headers)) return undefined;
  const names: string[] = [];
  const values: unknown[] = [];
  for (const name in headers) {
    if (!hasOwnProperty.call(headers, name)) continue;
    names.push(name);
    values.push((headers as Record<string, unknown>)[name]);
  }
  return { names, values };
}

function objectOf({ names, values }: Entries): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index++) setOwn(object, names[index] as string, values[index]);
  return object;
}

/** A `mediaType` option's own `format` and `previews` (a copy of the list), as merging reads them. */
interface MediaTypeValues {
  readonly format: unknown;
  readonly previews: readonly unknown[] | undefined;
  /** What merging is given: the values above. */
  readonly checked: unknown;
}

function mediaTypeOf(mediaType: unknown): MediaTypeValues | undefined {
  if (typeof mediaType !== "object" || mediaType === null || Array.isArray(mediaType)) return undefined;
  const format = hasOwnProperty.call(mediaType, "format") ? (mediaType as { format: unknown }).format : undefined;
  const given = hasOwnProperty.call(mediaType, "previews") ? (mediaType as { previews: unknown }).previews : undefined;
  const previews = Array.isArray(given) ? [...(given as unknown[])] : undefined;
  // A previews value that is no array is handed on as it is, for merging to refuse.
  return { format, previews, checked: { format, previews: previews ?? given } };
}

/** One remembered result and the values it was computed from. */
class Remembered {
  readonly #method: unknown;
  readonly #baseUrl: unknown;
  readonly #headers: Entries | undefined;
  readonly #mediaType: MediaTypeValues | undefined;

  constructor(
    given: Reserved,
    headerEntries: Entries | undefined,
    mediaTypeValues: MediaTypeValues | undefined,
    readonly method: string,
    readonly baseUrl: string,
    readonly headers: Readonly<Record<string, HeaderValue>>,
    readonly mediaType: MergedMediaType | undefined,
  ) {
    this.#method = given.method;
    this.#baseUrl = given.baseUrl;
    this.#headers = headerEntries;
    this.#mediaType = mediaTypeValues;
  }

  matches(given: Reserved, withMediaType: boolean): boolean {
    return (
      Object.is(given.method, this.#method) &&
      Object.is(given.baseUrl, this.#baseUrl) &&
      this.#sameHeaders(given.headers) &&
      (!withMediaType || sameMediaType(given.mediaType, this.#mediaType))
    );
  }

  #sameHeaders(headers: unknown): boolean {
    // Headers that were given are remembered as entries: anything but a plain object was refused
    // when it was merged, and nothing was remembered.
    const remembered = this.#headers;
    if (remembered === undefined) return headers === undefined;
    if (typeof headers !== "object" || headers === null || Array.isArray(headers)) return false;
    const { names, values } = remembered;
    let count = 0;
    for (const name in headers) {
      if (!hasOwnProperty.call(headers, name)) continue;
      if (
        count === names.length ||
        names[count] !== name ||
        !Object.is(values[count], (headers as Record<string, unknown>)[name])
      ) {
        return false;
      }
      count++;
    }
    return count === names.length;
  }
}

function sameMediaType(mediaType: unknown, remembered: MediaTypeValues | undefined): boolean {
  if (remembered === undefined) return mediaType === undefined;
  if (typeof mediaType !== "object" || mediaType === null || Array.isArray(mediaType)) return false;
  const format = hasOwnProperty.call(mediaType, "format") ? (mediaType as { format: unknown }).format : undefined;
  if (!Object.is(format, remembered.format)) return false;
  const previews = hasOwnProperty.call(mediaType, "previews")
    ? (mediaType as { previews: unknown }).previews
    : undefined;
  const earlier = remembered.previews;
  if (earlier === undefined) return previews === undefined;
  if (!Array.isArray(previews) || previews.length !== earlier.length) return false;
  for (let index = 0; index < earlier.length; index++) if (!Object.is(previews[index], earlier[index])) return false;
  return true;
}
