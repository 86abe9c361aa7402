import type { testInvoiceRequest } from "@portal/shared/invoice-contracts";
import { TEST_INVOICE_DEFAULTS } from "@portal/shared/invoice-contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { AuditActor } from "../audit/index.ts";
import { attachGeneratedPdf } from "./generated-pdf.ts";
import { findInvoiceClient, insertInvoice, nextInvoiceNumber, publishInvoicesChanged } from "./invoice-service.ts";

/**
 * The admin test-invoice card: a paid invoice shaped like one made by a checkout (the extended
 * field set), numbered `TEST-...` so it is never mistaken for a real one, with its PDF.
 */
export async function createTestInvoice(
  deps: Pick<AppDeps, "db" | "providers">,
  actor: AuditActor,
  input: z.output<typeof testInvoiceRequest>,
) {
  const client = await findInvoiceClient(deps.db, input.clientId);
  const number = `${TEST_INVOICE_DEFAULTS.numberPrefix}${await nextInvoiceNumber(deps.db)}`;
  const row = await deps.db.transaction((tx) =>
    insertInvoice(tx, actor, client, {
      invoiceNumber: number,
      amountCents: input.amount,
      description: input.description,
      status: TEST_INVOICE_DEFAULTS.status,
      billingType: input.billingType,
      purchaseType: "automatic",
      featureOrPackageName: input.description,
    }),
  );
  await attachGeneratedPdf({ db: deps.db, storage: deps.providers.storage }, row);
  await publishInvoicesChanged(deps, row.clientId);
  return row;
}
