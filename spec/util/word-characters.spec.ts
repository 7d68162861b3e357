import { isLetter, isWordCharacter } from "../../lib/util/word-characters";

const code = (char: string): number => char.charCodeAt(0);

// The ends of each range and their neighbours: "@" and "[" around A–Z, "`" and "{" around a–z,
// "/" and ":" around 0–9.
describe("isLetter", () => {
  it.each(["A", "M", "Z", "a", "m", "z"])("accepts %p", (char) => {
    expect(isLetter(code(char))).toBe(true);
  });

  it.each(["@", "[", "`", "{", "0", "9", "_", "-", "é"])("refuses %p", (char) => {
    expect(isLetter(code(char))).toBe(false);
  });
});

describe("isWordCharacter", () => {
  it.each(["A", "Z", "a", "z", "0", "5", "9", "_"])("accepts %p", (char) => {
    expect(isWordCharacter(code(char))).toBe(true);
  });

  it.each(["@", "[", "`", "{", "/", ":", "-", "^", " ", "é"])("refuses %p", (char) => {
    expect(isWordCharacter(code(char))).toBe(false);
  });

  it("refuses NaN, what charCodeAt gives past the end of a string", () => {
    expect(isWordCharacter("a".charCodeAt(1))).toBe(false);
  });
});
