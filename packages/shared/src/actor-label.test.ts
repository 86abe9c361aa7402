import { describe, expect, it } from "vitest";
import { actorLabel, authorLabel, companyNameOf, personName } from "./actor-label.ts";

describe("actorLabel", () => {
  it("names a person acting for a company as person (company)", () => {
    expect(actorLabel({ fullName: "Noa", email: "noa@example.test" }, "Shapiro Yoga")).toBe("Noa (Shapiro Yoga)");
    expect(actorLabel({ fullName: " ", email: "noa@example.test" }, "Shapiro Yoga")).toBe("noa@example.test (Shapiro Yoga)");
  });

  it("names anyone else by name and e-mail, or the e-mail alone", () => {
    expect(actorLabel({ fullName: "Olga", email: "olga@agency.test" })).toBe("Olga (olga@agency.test)");
    expect(actorLabel({ fullName: null, email: "olga@agency.test" })).toBe("olga@agency.test");
  });
});

describe("personName", () => {
  it("is the person's name, else their e-mail", () => {
    expect(personName({ fullName: " Noa ", email: "noa@example.test" })).toBe("Noa");
    expect(personName({ fullName: null, email: "noa@example.test" })).toBe("noa@example.test");
  });
});

describe("companyNameOf", () => {
  it("prefers the business name, then the person's name, then the e-mail", () => {
    expect(companyNameOf({ businessName: "Shapiro Yoga", fullName: "Dana", email: "d@x.test" })).toBe("Shapiro Yoga");
    expect(companyNameOf({ businessName: "", fullName: "Dana", email: "d@x.test" })).toBe("Dana");
    expect(companyNameOf({ businessName: null, fullName: "", email: "d@x.test" })).toBe("d@x.test");
  });
});

describe("authorLabel", () => {
  const company = { id: "a", businessName: "Shapiro Yoga", fullName: "Dana", email: "d@x.test" };
  it("names the company's own account by the company, and a colleague as person (company)", () => {
    expect(authorLabel(company, company)).toBe("Shapiro Yoga");
    expect(authorLabel({ id: "b", fullName: "Noa", email: "noa@x.test" }, company)).toBe("Noa (Shapiro Yoga)");
  });
});
