/**
 * How the agency sees who did something (decision 114), one rule for the audit trail and every
 * screen that names a person: someone acting for a client company is "Noa (Shapiro Yoga)" (their
 * name, else e-mail, then the company), anyone else "Full Name (e-mail)", or the e-mail alone.
 */
export interface LabelledPerson {
  email: string;
  fullName?: string | null;
}

export function actorLabel(person: LabelledPerson, company?: string | null): string {
  const name = person.fullName?.trim();
  if (company) return `${personName(person)} (${company})`;
  return name ? `${name} (${person.email})` : person.email;
}

/** A person as their colleagues see them (decision 124): their name, else their e-mail. */
export function personName(person: LabelledPerson): string {
  return person.fullName?.trim() || person.email;
}

/** A client company's name: its account's business name, else its person's name, else the e-mail. */
export function companyNameOf(account: { businessName?: string | null; fullName?: string | null; email: string }): string {
  return account.businessName?.trim() || account.fullName?.trim() || account.email;
}

/**
 * Who wrote a client company's row (a revision request, a ticket, a reply) as the agency sees it
 * (decision 118): the company's name when its own account wrote it, as before companies; anyone
 * else acting for it "Noa (Shapiro Yoga)".
 */
export function authorLabel(
  person: LabelledPerson & { id: string },
  account: { id: string; businessName?: string | null; fullName?: string | null; email: string },
): string {
  const company = companyNameOf(account);
  return person.id === account.id ? company : actorLabel(person, company);
}
