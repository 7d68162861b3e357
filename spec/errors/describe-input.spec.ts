import { endpoint } from "../../lib";
import { describeInput } from "../../lib/errors/describe-input";
import { thrown } from "../support/thrown";

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

describe("describeInput", () => {
  it.each([
    ["a string, quoted", "repo", '"repo"'],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["an array", ["x"], "an array"],
    ["a bigint, with its n", 10n, "10n"],
    ["a number", 1.5, "1.5"],
    ["a boolean", false, "false"],
    ["a symbol", Symbol("secret"), "a symbol"],
    ["a function", () => 1, "a function"],
    ["an object", { a: 1 }, "an object"],
    ["a revoked Proxy as an object, though Array.isArray throws on it", revokedProxy(), "an object"],
  ])("names %s", (_kind, value, shown) => {
    expect(describeInput(value)).toBe(shown);
  });

  it("keeps a string of 60 characters whole and cuts a longer one to 60", () => {
    const sixty = "x".repeat(60);
    expect(describeInput(sixty)).toBe(`"${sixty}"`);
    expect(describeInput(`${sixty}y`)).toBe(`"${sixty}…"`);
    expect(describeInput("y".repeat(200_000))).toBe(`"${"y".repeat(60)}…"`);
  });
});

describe("error messages name the input (docs/errors.md)", () => {
  it("shows a bigint with its n", () => {
    expect(thrown(() => endpoint("GET /", { baseUrl: 10n as never })).message).toContain("Invalid baseUrl 10n");
  });

  it("cuts a long offending string to 60 characters", () => {
    const message = thrown(() => endpoint("GET /", "q".repeat(500) as never)).message;
    expect(message).toContain(`"${"q".repeat(60)}…"`);
    expect(message).not.toContain("q".repeat(61));
  });
});
