import { invoiceBulkRequest } from "@portal/shared/bulk-contracts";
import {
  adminInvoiceListQuery,
  createInvoiceRequest,
  invoiceClientsQuery,
  invoiceClientsResponse,
  invoiceListQuery,
  invoiceListResponse,
  testInvoiceRequest,
} from "@portal/shared/invoice-contracts";
import { editableInvoice, invoiceChangesRequest } from "@portal/shared/invoice-edit-contracts";
import { z } from "zod";
import { accountOf, adminRoute, clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/app-error.ts";
import { csvHeaders } from "../../lib/csv-stream.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import { preconditionOf } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { bulkChangeInvoices } from "./invoice-bulk-service.ts";
import { searchInvoiceClients } from "./invoice-client-service.ts";
import { findEditableInvoice, updateInvoice } from "./invoice-edit-service.ts";
import { exportInvoices } from "./invoice-export-service.ts";
import { INVOICE_UPLOAD } from "./invoice-files.ts";
import { listInvoices, listOwnInvoices, openOwnInvoice } from "./invoice-list-service.ts";
import { createInvoice, deleteInvoice } from "./invoice-service.ts";
import { createTestInvoice } from "./test-invoice-service.ts";

const invoiceId = z.object({ id: z.uuid() });
const saved = z.object({ id: z.string(), invoiceNumber: z.string() });

export const invoiceRoutes = createRouter();

invoiceRoutes
  .openapi(
    clientRoute("billing", {
      method: "get",
      path: "/invoices",
      tags: ["invoices"],
      description: "The signed-in client's invoices; every invoice returned is recorded as viewed.",
      request: { query: invoiceListQuery },
      responses: shape.readAnswers(invoiceListResponse, "A page of the client's invoices"),
    }),
    async (c) => c.json(await listOwnInvoices(c.get("deps").db, accountOf(c).id, c.req.valid("query"), currentUser(c).id), 200),
  )
  .openapi(
    clientRoute("billing", {
      method: "get",
      path: "/invoices/{id}",
      tags: ["invoices"],
      request: { params: invoiceId },
      responses: shape.readAnswers(saved, "One of the client's invoices"),
    }),
    async (c) => {
      const invoice = await openOwnInvoice(c.get("deps").db, accountOf(c).id, c.req.valid("param").id, currentUser(c).id);
      return c.json({ id: invoice.id, invoiceNumber: invoice.invoiceNumber }, 200);
    },
  )
  .openapi(
    adminRoute(
      "invoices.read",
      shape.queryRead("/admin/invoices", "invoices", adminInvoiceListQuery, invoiceListResponse, "A page of all invoices"),
    ),
    async (c) => c.json(await listInvoices(c.get("deps").db, c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute(
      "invoices.read",
      shape.csvExport(
        "/admin/invoices/export",
        "invoices",
        adminInvoiceListQuery,
        "Every invoice matching the list's filters, in its order, as CSV (UTF-8 with BOM), streamed.",
      ),
    ),
    (c) => c.body(exportInvoices(c.get("deps").db, c.req.valid("query")), 200, csvHeaders("invoices")),
  )
  .openapi(
    adminRoute(
      "invoices.write",
      shape.bulkChange(
        "/admin/invoices/bulk",
        "invoices",
        "Marks the chosen invoices paid or deletes them: all of them, or none (409 `bulk_refused` names each refusing invoice).",
        invoiceBulkRequest,
        "Every chosen invoice was changed",
      ),
    ),
    async (c) => c.json(await bulkChangeInvoices(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json")), 200),
  )
  .openapi(
    adminRoute("invoices.read", {
      method: "get",
      path: "/admin/invoices/clients",
      tags: ["invoices"],
      description:
        "Clients an invoice can be made for: `q` finds a fragment of the name, e-mail or phone; one page of `limit`, in natural order.",
      request: { query: invoiceClientsQuery },
      responses: shape.readAnswers(invoiceClientsResponse, "A page of matching clients"),
    }),
    async (c) => c.json(await searchInvoiceClients(c.get("deps").db, c.req.valid("query")), 200),
  )
  .openapi(
    adminRoute(
      "invoices.write",
      shape.uploadCreate(
        "/admin/invoices",
        "invoices",
        "Adds an invoice, with an optional `file` (PDF, JPG or PNG by content, at most 10 MB).",
        INVOICE_UPLOAD,
        createInvoiceRequest,
        { 201: jsonContent(saved, "The invoice was created") },
      ),
    ),
    async (c) => {
      const invoice = await withUpload(c, INVOICE_UPLOAD, async (form) => {
        const parsed = createInvoiceRequest.safeParse(form.fields);
        if (!parsed.success) {
          throw new AppError("invalid_request", "The request is not valid.", z.treeifyError(parsed.error));
        }
        return createInvoice(c.get("deps"), actorOf(currentUser(c)), parsed.data, form.files[0] ?? null);
      });
      return c.json({ id: invoice.id, invoiceNumber: invoice.invoiceNumber }, 201);
    },
  )
  .openapi(
    adminRoute("invoices.write", {
      method: "post",
      path: "/admin/invoices/test",
      tags: ["invoices"],
      ...shape.change({ body: shape.jsonBody(testInvoiceRequest) }, { 201: jsonContent(saved, "A test invoice was created") }),
    }),
    async (c) => {
      const invoice = await createTestInvoice(c.get("deps"), actorOf(currentUser(c)), c.req.valid("json"));
      return c.json({ id: invoice.id, invoiceNumber: invoice.invoiceNumber }, 201);
    },
  )
  .openapi(
    adminRoute("invoices.write", {
      method: "patch",
      path: "/admin/invoices/{id}",
      tags: ["invoices"],
      description: "Changes only the fields given. With `If-Match`, only when the invoice is still at that version.",
      ...shape.guardedChange(
        { params: invoiceId, body: shape.jsonBody(invoiceChangesRequest) },
        { 200: shape.versioned(saved, "The invoice was updated"), ...shape.refused },
      ),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const precondition = preconditionOf(c, "invoice", id);
      const changed = await updateInvoice(c.get("deps"), actorOf(currentUser(c)), id, c.req.valid("json"), precondition);
      const { invoice } = shape.withEtag(c, changed);
      return c.json({ id: invoice.id, invoiceNumber: invoice.invoiceNumber }, 200);
    },
  )
  .openapi(
    adminRoute("invoices.write", shape.deletion("/admin/invoices/{id}", "invoices", "The invoice and its file were deleted")),
    async (c) => shape.answerOk(c, deleteInvoice(c.get("deps"), actorOf(currentUser(c)), c.req.valid("param").id)),
  )
  .openapi(
    adminRoute(
      "invoices.read",
      shape.recordRead(
        "/admin/invoices/{id}",
        "invoices",
        editableInvoice,
        "The invoice",
        "One invoice as the edit dialog loads it; its `ETag` goes back in `If-Match` with the edit.",
      ),
    ),
    async (c) => {
      const { invoice } = shape.withEtag(c, await findEditableInvoice(c.get("deps").db, c.req.valid("param").id));
      return c.json(invoice, 200);
    },
  );
