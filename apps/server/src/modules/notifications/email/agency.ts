/** The agency as its e-mails and pages show it: its name and brand colour. */
export const AGENCY = { name: "Bright Pixel Studio", colour: "#4f46e5" } as const;
