import type { EmailProvider } from "../../providers/email/email-provider.ts";
import type { SmsProvider } from "../../providers/sms/sms-provider.ts";
import type { Metrics } from "./metrics.ts";

type ResultCounter = Metrics["smsSent"];

async function counted(counter: ResultCounter, send: () => Promise<void>): Promise<void> {
  try {
    await send();
    counter.inc({ result: "sent" });
  } catch (error) {
    counter.inc({ result: "failed" });
    throw error;
  }
}

/** The same SMS provider, counting what it sent and what failed. */
export function countingSms(sms: SmsProvider, metrics: Metrics): SmsProvider {
  return Object.assign(Object.create(sms) as SmsProvider, {
    send: (to: string, body: string) => counted(metrics.smsSent, () => sms.send(to, body)),
  });
}

/** The same e-mail provider, counting what it sent and what failed. */
export function countingEmail(email: EmailProvider, metrics: Metrics): EmailProvider {
  return Object.assign(Object.create(email) as EmailProvider, {
    send: (message: Parameters<EmailProvider["send"]>[0]) => counted(metrics.emailsSent, () => email.send(message)),
  });
}
