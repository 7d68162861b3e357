// Issue 29 item 9: a Date in the URL is sent as ISO 8601, as it already is inside a JSON body.
import { endpoint, EndpointConfig, EndpointError, GitHubRules, Rfc6570Expander, VendorRules } from "../../lib";
import { dateToString } from "../../lib/template/date-to-string";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

const since = new Date(Date.UTC(2020, 0, 1));

describe("dates in the URL", () => {
  it("formats a Date with toISOString", () => {
    expect(dateToString(since)).toBe("2020-01-01T00:00:00.000Z");
  });

  // GitHub's types call `since` a string (its OpenAPI description does): `loose` routes here.
  it("sends a Date query parameter as ISO 8601, on every way in", () => {
    // ":" is percent-encoded in a query value, as every other reserved character is.
    const expected = "https://api.github.com/notifications?since=2020-01-01T00%3A00%3A00.000Z";
    expect(endpoint(loose("GET /notifications"), { since }).url).toBe(expected);
    expect(new EndpointConfig().build(loose("GET /notifications"), { since }).url).toBe(expected);
    expect(endpoint({ method: "GET", url: "/notifications", since }).url).toBe(expected);
    expect(endpoint.parse(endpoint.merge(loose("GET /notifications"), { since })).url).toBe(expected);
    expect(new EndpointConfig().with({ since }).build("GET /notifications").url).toBe(expected);
  });

  it("sends a Date in a path, a {?query} expansion and a list as ISO 8601", () => {
    expect(endpoint("GET /logs/{day}{?until}", { day: since, until: since }).url).toBe(
      "https://api.github.com/logs/2020-01-01T00%3A00%3A00.000Z?until=2020-01-01T00%3A00%3A00.000Z",
    );
    expect(endpoint("GET /x", { at: [since, since] }).url).toBe(
      "https://api.github.com/x?at=2020-01-01T00%3A00%3A00.000Z,2020-01-01T00%3A00%3A00.000Z",
    );
  });

  it("keeps the JSON body's form of a Date, which was ISO 8601 already", () => {
    const body = endpoint("POST /x", { since }).body as Record<string, unknown>;
    expect(JSON.stringify(body)).toBe('{"since":"2020-01-01T00:00:00.000Z"}');
  });

  it("refuses an invalid Date with an EndpointError naming the parameter", () => {
    for (const call of [
      () => endpoint(loose("GET /notifications"), { since: new Date(Number.NaN) }),
      () => endpoint("GET /logs/{day}", { day: new Date("not a date") }),
    ]) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(/Parameter "(since|day)" .*an invalid Date/);
    }
  });

  describe("a vendor that replaces the format (VendorRules#dateToString)", () => {
    // Acme's API reads dates as Unix seconds.
    const unixSeconds = (date: Date): string => String(date.getTime() / 1000);
    class UnixSecondsRules extends VendorRules {
      override dateToString(date: Date): string {
        return unixSeconds(date);
      }
    }
    const RULES = new UnixSecondsRules();
    class Acme extends EndpointConfig {
      override get vendor() {
        return "acme";
      }
      override get defaultBaseUrl() {
        return "https://api.acme.test";
      }
      override get rules() {
        return RULES;
      }
    }
    const expected = "https://api.acme.test/logs/1577836800?until=1577836800&at=1577836800,1577836800";

    it("has path and query values written its way, on every path to a request", () => {
      const acme = new Acme();
      const route = loose("GET /logs/{day}");
      const parameters = { day: since, until: since, at: [since, since] };
      expect(acme.build(route, parameters).url).toBe(expected);
      expect(acme.resolve(route, parameters).url).toBe(expected);
      expect(acme.toEndpoint()(route, parameters).url).toBe(expected);
      expect(acme.parse(acme.merge(route, parameters)).url).toBe(expected);
      expect(acme.with(parameters).build(route).url).toBe(expected);
      expect(new Acme({ strict: true }).build(route, parameters).url).toBe(expected);
      // A strictly RFC 6570 expander, and GitHub's, are asked the vendor's format too.
      for (const expander of [new Rfc6570Expander(), new Rfc6570Expander({ hyphenatedNames: true })]) {
        expect(new Acme({ expander }).build(loose("GET /logs/{day}{?until,at}"), parameters).url).toBe(expected);
      }
    });

    it("keeps GitHub's other rules when it extends GitHubRules", () => {
      class GitHubSeconds extends GitHubRules {
        override dateToString(date: Date): string {
          return unixSeconds(date);
        }
      }
      const rules = new GitHubSeconds();
      class Config extends EndpointConfig {
        override get rules() {
          return rules;
        }
      }
      expect(new Config().build(loose("GET /search/{day}"), { day: since, q: "a+b" }).url).toBe(
        "https://api.github.com/search/1577836800?q=a+b",
      );
    });

    it("leaves a JSON body's dates to JSON", () => {
      const body = new Acme().build("POST /logs", { since }).body as Record<string, unknown>;
      expect(JSON.stringify(body)).toBe('{"since":"2020-01-01T00:00:00.000Z"}');
    });

    it("refuses an override that gives no text with an EndpointError naming the parameter", () => {
      class Broken extends VendorRules {
        override dateToString(): string {
          return 42 as unknown as string;
        }
      }
      const broken = new Broken();
      class Config extends Acme {
        override get rules() {
          return broken;
        }
      }
      for (const call of [
        () => new Config().build(loose("GET /logs"), { since }),
        () => new Config().build(loose("GET /logs/{day}"), { day: since }),
      ]) {
        const error = thrown(call);
        expect(error).toBeInstanceOf(EndpointError);
        expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
        expect(error.message).toMatch(/Parameter "(since|day)" .*its value is a Date that dateToString gave as 42$/);
      }
    });
  });
});
