/**
 * JSON syntax errors in an editor's words: what is wrong, at which line and column, with the line
 * itself and a caret. Build-side only (the validator and the dev server): jsonc-parser, which
 * locates the error, never reaches a page's JavaScript.
 */
import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import { clip } from "./editorMessages";

/** A JSON syntax error as an editor reads it: what is wrong, and where (1-based line and column, and that line's text). */
export type JsonSyntaxProblem = { reason: string; line: number; column: number; text: string };

/** What each of jsonc-parser's error codes means, in an editor's words. */
const SYNTAX_REASONS: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "not a valid number",
  PropertyNameExpected: "expected a field name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected a colon (:) after the field name",
  CommaExpected: "expected a comma between two items",
  CloseBraceExpected: "expected } to close the object",
  CloseBracketExpected: "expected ] to close the list",
  EndOfFileExpected: "unexpected text after the end of the content",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a text is not closed: a double quote (") is missing',
  UnexpectedEndOfNumber: "not a valid number",
  InvalidUnicode: "not a valid \\u escape",
  InvalidEscapeCharacter: "not a valid escape after a backslash",
  InvalidCharacter: "a character that must be escaped inside a text (such as a line break)",
};

/** 1-based line and column of character `offset` in `source`, with that line's text. */
function locate(source: string, offset: number): Omit<JsonSyntaxProblem, "reason"> {
  const before = source.slice(0, offset).split("\n");
  const line = before.length;
  return {
    line,
    column: before[line - 1].length + 1,
    text: (source.split("\n")[line - 1] ?? "").replace(/\r$/, ""),
  };
}

/**
 * The first syntax error in `source` (JSON, no comments, no trailing commas), located by
 * jsonc-parser's scanner, or null when it parses. A comma before a closing `}` or `]` is named
 * as what it is, a trailing comma, at the comma's own place.
 */
export function jsonSyntaxProblem(source: string): JsonSyntaxProblem | null {
  const errors: ParseError[] = [];
  parseJsonc(source, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return null;
  const code = printParseErrorCode(first.error);
  const comma = /,\s*$/.exec(source.slice(0, first.offset));
  if (
    comma &&
    (code === "PropertyNameExpected" || code === "ValueExpected") &&
    /^[}\]]/.test(source.slice(first.offset).trimStart())
  )
    return {
      reason: "a comma after the last item of a list or object; remove it",
      ...locate(source, comma.index),
    };
  return { reason: SYNTAX_REASONS[code] ?? code, ...locate(source, first.offset) };
}

/**
 * An editor's message for a file that is not valid JSON: what is wrong, the line and column,
 * and the line itself with a caret under the spot, e.g.
 * `data/pages/home.json: not valid JSON at line 12, column 5: expected a comma between two items`.
 * `error` is JSON.parse's error, used only when the scanner finds nothing.
 */
export function jsonSyntaxMessage(file: string, source: string, error: Error): string {
  const at = jsonSyntaxProblem(source);
  if (!at) return `${file}: not valid JSON: ${error.message}`;
  const shown = at.text.length > 120 ? clip(at.text, 120) : at.text;
  const caret = " ".repeat(Math.min(at.column - 1, shown.length)) + "^";
  return [
    `${file}: not valid JSON at line ${at.line}, column ${at.column}: ${at.reason}`,
    `    ${at.line} | ${shown}`,
    `    ${" ".repeat(String(at.line).length)} | ${caret}`,
  ].join("\n");
}
