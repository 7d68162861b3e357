import { InvalidParameterError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";

// Tab, LF and CR anywhere, and C0 controls and spaces at either end: WHATWG URL parsing drops them,
// so the URL sent would not be the one judged here ("/\t/evil.example" is "//evil.example").
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

/**
 * Refuses a final URL that WHATWG URL parsing (`fetch`, undici, browsers) would read otherwise: a
 * tab or line break anywhere, a control character or space at an end. Every URL a call assembles
 * is judged, whatever expander made it, before its dot segments and origin are.
 *
 * @example
 * refuseWhatParsingDrops("https://api.github.com/\t/x", "/{+path}"); // throws ERR_INVALID_PARAMETER
 */
export function refuseWhatParsingDrops(url: string, template: string): void {
  // charCodeAt past either end of "" is NaN, which no comparison takes.
  if (url.charCodeAt(0) > 0x20 && url.charCodeAt(url.length - 1) > 0x20 && !TAB_OR_LINE_BREAK.test(url)) return;
  if (url === "") return;
  throw new InvalidParameterError(
    `A parameter of URL template ${describeInput(template)} makes URL ${describeInput(url)} hold a tab, a line ` +
      "break, or a control character or space at an end, which URL parsing drops: the request would go elsewhere",
    { template },
  );
}
