// Issue 29 item 9: a Date in the URL is sent as ISO 8601, as it already is inside a JSON body.
import { endpoint, EndpointConfig, EndpointError } from "../../lib";
import { dateToString } from "../../lib/template/date-to-string";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

const since = new Date(Date.UTC(2020, 0, 1));

describe("dates in the URL", () => {
  it("formats a Date with toISOString", () => {
    expect(dateToString(since)).toBe("2020-01-01T00:00:00.000Z");
  });

  // GitHub's types call `since` a string (its OpenAPI description does): `loose` routes here.
  it("sends a Date query parameter as ISO 8601, on the per-call and the general path", () => {
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
});
