/**
 * The contact form's checks (src/lib/contactForm.ts), run after the browser's own validation:
 * what each field must hold for a message to be sent.
 */
import {
  CONTACT_MAX_LENGTH,
  contactFieldErrors,
  isContactFieldWrong,
  isEmailAddress,
} from "../../src/lib/contactForm";

const valid = {
  name: "Ada Lovelace",
  email: "ada@analytical.co.uk",
  company: "Analytical Engines Ltd",
  message: "We re-key supplier invoices into Xero by hand.",
  timeline: "",
};

describe("contactFieldErrors", () => {
  it("accepts a complete message; the timeline is optional", () => {
    expect(contactFieldErrors(valid)).toEqual([]);
    expect(contactFieldErrors({ ...valid, timeline: "In 1 to 3 months" })).toEqual([]);
  });

  it("lists every empty required field, in form order", () => {
    expect(contactFieldErrors({})).toEqual(["name", "email", "company", "message"]);
  });

  it("counts a field of spaces only as empty (the browser's `required` lets it through)", () => {
    expect(contactFieldErrors({ ...valid, name: "   ", message: "\n\t" })).toEqual([
      "name",
      "message",
    ]);
  });

  it("refuses an email the browser accepts but a reply cannot reach", () => {
    expect(contactFieldErrors({ ...valid, email: "ada@analytical" })).toEqual(["email"]);
  });

  it("refuses a value longer than the field allows", () => {
    const long = "x".repeat(CONTACT_MAX_LENGTH.message + 1);
    expect(contactFieldErrors({ ...valid, message: long })).toEqual(["message"]);
  });
});

describe("isContactFieldWrong", () => {
  it("judges one field on its own, as a visitor corrects it", () => {
    expect(isContactFieldWrong("company", "")).toBe(true);
    expect(isContactFieldWrong("company", "Acme")).toBe(false);
    expect(isContactFieldWrong("timeline", "")).toBe(false);
  });
});

describe("isEmailAddress", () => {
  it.each(["jane@company.com", "j.doe+leads@sub.example.co.uk", " jane@company.com "])(
    "accepts %s",
    (v) => expect(isEmailAddress(v)).toBe(true),
  );
  it.each([
    "",
    "jane",
    "jane@",
    "@company.com",
    "jane@company",
    "jane doe@company.com",
    "a@b@c.com",
    "jane@company.",
  ])("refuses %j", (v) => expect(isEmailAddress(v)).toBe(false));
});
