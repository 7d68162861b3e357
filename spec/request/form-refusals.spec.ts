// Issue 41: what a form cannot carry is refused with a message that names the field and the
// reason, and a vendor's form rules are checked where their answers enter.
import { EndpointError, VendorRules, endpoint } from "../../lib";
import { thrown } from "../support/thrown";
import { acmeConfig } from "../support/acme-config";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const MULTIPART = { "content-type": "multipart/form-data" };

const refusal = (call: () => unknown): EndpointError => {
  const error = thrown(call);
  expect(error).toBeInstanceOf(EndpointError);
  return error as EndpointError;
};

// Each container holds the next: `depth` containers in all.
const nested = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: "x" };
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
};

describe("a form's refusals", () => {
  it("says a file needs multipart, and only of a file", () => {
    expect(refusal(() => endpoint("POST /x", { file: new Blob(["x"]), headers: FORM })).message).toBe(
      'The form cannot be sent: its field "file" holds an instance of Blob: a file needs multipart/form-data',
    );
    expect(refusal(() => endpoint("POST /x", { m: new Map(), headers: MULTIPART })).message).toBe(
      'The form cannot be sent: its field "m" holds an instance of Map',
    );
  });

  it("refuses a name that is not well-formed Unicode", () => {
    const error = refusal(() => endpoint("POST /x", { a: { "\uD800": "v" }, headers: FORM }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toMatch(
      /^The form cannot be sent: its field ".*" has a name that is not well-formed Unicode$/,
    );
  });

  it("names the field of a cycle by its own name, and refuses a form of over 1,000 nested containers", () => {
    const list: unknown[] = ["a"];
    list.push(list);
    expect(refusal(() => endpoint("POST /x", { list, headers: FORM })).message).toBe(
      'The form cannot be sent: its field "list[1]" refers to itself or nests too deep',
    );
    expect(endpoint("POST /x", { data: nested(1000), headers: FORM }).body).toMatch(/%5Bleaf%5D=x$/);
    expect(refusal(() => endpoint("POST /x", { data: nested(1001), headers: FORM })).message).toMatch(
      /refers to itself or nests too deep$/,
    );
  });

  it("indexes a list that holds an object among scalars", () => {
    expect(decodeURIComponent(endpoint("POST /x", { a: [1, { b: 2 }], headers: FORM }).body as string)).toBe(
      "a[0]=1&a[1][b]=2",
    );
  });

  it("reads the type's essence with spaces around it", () => {
    expect(
      endpoint("POST /x", { a: "1", headers: { "content-type": "application/x-www-form-urlencoded ;charset=utf-8" } })
        .body,
    ).toBe("a=1");
  });

  it("refuses a multipart type that names a boundary, saying to leave it out", () => {
    const type = "multipart/form-data; boundary=xyz";
    expect(refusal(() => endpoint("POST /x", { a: "1", headers: { "content-type": type } })).message).toBe(
      `The request body cannot be sent as "${type}": its FormData gets the client's boundary; leave the boundary out`,
    );
  });
});

describe("a vendor's form rules, checked where their answers enter", () => {
  it("refuses a formNesting that is none of the three", () => {
    const rules = new (class extends VendorRules {
      override get formNesting() {
        return "dots" as never;
      }
    })();
    const error = refusal(() => acmeConfig(rules).build("POST /x", { a: ["1"], headers: FORM }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('Invalid formNesting answer "dots": expected brackets, indices, repeat');
  });

  it("refuses a formText answer that is no text", () => {
    const rules = new (class extends VendorRules {
      override formText() {
        return 5 as never;
      }
    })();
    const error = refusal(() => acmeConfig(rules).build("POST /x", { a: "1", headers: FORM }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe("Invalid formText answer 5: expected text");
  });

  it("refuses a Date that the vendor's dateToString writes as no text", () => {
    const rules = new (class extends VendorRules {
      override dateToString() {
        return 5 as never;
      }
    })();
    expect(refusal(() => acmeConfig(rules).build("POST /x", { when: new Date(0), headers: FORM })).message).toBe(
      'The form cannot be sent: its field "when" holds a Date that dateToString gave as 5',
    );
  });
});
