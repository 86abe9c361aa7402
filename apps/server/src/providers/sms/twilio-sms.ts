import twilio from "twilio";
import type { SmsProvider } from "./sms-provider.ts";

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** A ready client (tests), or a custom HTTP client for the SDK to send through. */
  client?: twilio.Twilio;
  httpClient?: twilio.RequestClient;
}

/** SMS through Twilio's Messages API with the official SDK. */
export class TwilioSms implements SmsProvider {
  readonly kind = "twilio" as const;
  private readonly client: twilio.Twilio;
  private readonly from: string;

  constructor(options: TwilioSmsOptions) {
    this.from = options.from;
    this.client =
      options.client ??
      twilio(options.accountSid, options.authToken, options.httpClient ? { httpClient: options.httpClient } : {});
  }

  async send(to: string, body: string): Promise<void> {
    try {
      await this.client.messages.create({ to, from: this.from, body });
    } catch (error) {
      throw new Error(`Twilio could not send the SMS to ${to}: ${describe(error)}`, { cause: error });
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof twilio.RestException) {
    return `${error.message} (HTTP ${error.status}${error.code ? `, Twilio error ${error.code}` : ""})`;
  }
  return error instanceof Error ? error.message : String(error);
}
