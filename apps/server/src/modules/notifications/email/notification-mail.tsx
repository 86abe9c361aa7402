// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailBrand } from "./mail-brand.ts";
import { MailLayout } from "./mail-layout.tsx";
import type { Language } from "./messages.ts";

/** One event of the e-mail: what happened, and the exact screen it links to. */
export interface MailEntry {
  line: string;
  url: string;
}

export interface NotificationMailProps {
  brand: MailBrand;
  language: Language;
  subject: string;
  greeting: string;
  /** Set for a digest (several events in one e-mail). */
  intro?: string;
  entries: MailEntry[];
  openLabel: string;
  footer: string;
  settings: { url: string; label: string };
  unsubscribe: { url: string; label: string };
}

const muted = { color: "#64748b" } as const;

/** A notification e-mail: a greeting, each event with an "Open in the portal" button, and the footer links. */
export function NotificationMail(props: NotificationMailProps) {
  return (
    <MailLayout brand={props.brand} language={props.language} title={props.subject}>
      <p>{props.greeting}</p>
      {props.intro && <p>{props.intro}</p>}
      <table role="presentation" width="100%">
        <tbody>
          {props.entries.map((entry) => (
            <tr key={entry.url + entry.line}>
              <td style={{ padding: "12px 0", borderBottom: "1px solid #e2e8f0" }}>
                <p style={{ margin: "0 0 8px" }}>{entry.line}</p>
                <a
                  href={entry.url}
                  style={{
                    display: "inline-block",
                    background: props.brand.colour,
                    color: "#ffffff",
                    padding: "8px 14px",
                    borderRadius: 6,
                    textDecoration: "none",
                  }}
                >
                  {props.openLabel}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 24, fontSize: 12, ...muted }}>
        {props.footer}
        <br />
        <a href={props.settings.url} style={muted}>
          {props.settings.label}
        </a>
        {" · "}
        <a href={props.unsubscribe.url} style={muted}>
          {props.unsubscribe.label}
        </a>
      </p>
    </MailLayout>
  );
}
