/**
 * The contact form (src/components/ContactForm.tsx) with the real copy of data/site.json: a
 * message next to each field at fault, wired to it for assistive technology; a failed send keeps
 * everything typed; a sent message is thanked in place of the form. jsdom does not run the
 * browser's own validation on submit, so these tests exercise the form's checks that follow it.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { ContactForm } from "../../src/components/ContactForm";
import { renderWithSite, site } from "../../jest/renderWithSite";

const copy = site.contactForm;
const { fields } = copy;

function fill(values: Partial<Record<"name" | "email" | "company" | "message", string>>): void {
  for (const [field, value] of Object.entries(values))
    fireEvent.input(screen.getByLabelText(fields[field as keyof typeof values].label), {
      target: { value },
    });
}

const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: copy.buttonLabel }).closest("form")!);
  });
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  renderWithSite(<ContactForm source="contact-page" template="Lead Qualification Automation" />);
});

test("every field is labelled; required ones are required, the email is type=email", () => {
  for (const f of ["name", "email", "company", "message"] as const)
    expect(screen.getByLabelText(fields[f].label)).toBeRequired();
  expect(screen.getByLabelText(fields.email.label)).toHaveAttribute("type", "email");
  expect(screen.getByLabelText(fields.timeline.label)).not.toBeRequired();
});

test("a field at fault gets its message next to it (aria-invalid, aria-describedby) and focus", async () => {
  fill({
    name: "   ",
    email: "ada@analytical",
    company: "Analytical Engines",
    message: "Invoices",
  });
  await submit();
  expect(fetchMock).not.toHaveBeenCalled();
  const name = screen.getByLabelText(fields.name.label);
  const email = screen.getByLabelText(fields.email.label);
  for (const [el, error] of [
    [name, fields.name.error],
    [email, fields.email.error],
  ] as const) {
    expect(el).toHaveAttribute("aria-invalid", "true");
    expect(el).toHaveAccessibleDescription(error);
  }
  expect(screen.getByLabelText(fields.company.label)).not.toHaveAttribute("aria-invalid");
  expect(name).toHaveFocus();
  // Correcting a field clears its message.
  fill({ name: "Ada" });
  expect(name).not.toHaveAttribute("aria-invalid");
  expect(screen.queryByText(fields.name.error)).not.toBeInTheDocument();
});

test("a failed send says so and keeps everything typed; a later send is thanked", async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 500 });
  fill({ name: "Ada", email: "ada@analytical.co.uk", company: "AE", message: "Invoices" });
  await submit();
  expect(screen.getByText(copy.errorText)).toBeInTheDocument();
  expect(screen.getByLabelText(fields.message.label)).toHaveValue("Invoices");
  const body = new URLSearchParams(fetchMock.mock.calls[0][1].body as string);
  expect(body.get("form-name")).toBe("contact");
  expect(body.get("template")).toBe("Lead Qualification Automation");
  expect(body.get("email")).toBe("ada@analytical.co.uk");
  fetchMock.mockResolvedValueOnce({ ok: true, status: 200 });
  await submit();
  expect(screen.getByRole("status")).toHaveTextContent(copy.successHeading);
  expect(screen.queryByRole("button", { name: copy.buttonLabel })).not.toBeInTheDocument();
});
