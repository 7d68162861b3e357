// Rfc6570Expander's options that depart from RFC 6570 as written, for vendor rules that need
// another library's URLs to the byte (the Octokit companion: issue 42).
import { EndpointError, Rfc6570Expander } from "../../lib";
import { thrown } from "../support/thrown";

describe("Rfc6570Expander#keepsEmptyVariables", () => {
  const octokitStyle = new Rfc6570Expander({ keepsEmptyVariables: true, trimsEmptyTail: false });
  const rfc = new Rfc6570Expander();

  it.each([
    ["/assets{?name,label}", { name: "a.zip" }, "/assets?name=a.zip&", "/assets?name=a.zip"],
    ["/assets{?name,label}", { label: "A" }, "/assets?&label=A", "/assets?label=A"],
    ["/assets{?name,label}", {}, "/assets?&", "/assets"],
    ["/x{/a,b}", { b: "2" }, "/x//2", "/x/2"],
    ["/x/{a,b}", { b: "2" }, "/x/,2", "/x/2"],
  ])("writes %s with %j as octokit does, empty between separators", (template, parameters, kept, dropped) => {
    expect(octokitStyle.expand(template, parameters)).toBe(kept);
    expect(rfc.expand(template, parameters)).toBe(dropped);
    expect(octokitStyle.keepsEmptyVariables).toBe(true);
    expect(rfc.keepsEmptyVariables).toBe(false);
  });

  it("is a boolean or nothing", () => {
    const error = thrown(() => new Rfc6570Expander({ keepsEmptyVariables: "yes" as never }));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/keepsEmptyVariables/);
  });
});
