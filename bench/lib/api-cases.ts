import { Hono } from "hono";

/**
 * The everyday endpoints of bench:api (issue 26), each beside a bare reference: a Hono endpoint
 * without session, middleware or validation that returns the same rows with one indexed query
 * (the issue's floor, "a bare Hono + pg endpoint"). `list` marks the lists the 0.7x and p99
 * budgets apply to; the badges' budget is against `/api/me` of the same instance instead.
 */
export interface ApiCase {
  name: string;
  who: "client" | "admin" | "none";
  path: string;
  bare: string;
  list?: boolean;
}

export const API_CASES: ApiCase[] = [
  { name: "health, no cookie", who: "none", path: "/api/health", bare: "/health" },
  // The same answer for a signed-in browser: a cookie must cost nothing where no session is read.
  { name: "health, with a session cookie", who: "client", path: "/api/health", bare: "/health" },
  { name: "client session", who: "client", path: "/api/session", bare: "/health" },
  { name: "client me", who: "client", path: "/api/me", bare: "/health" },
  { name: "client project", who: "client", path: "/api/projects/mine", bare: "/client/project", list: true },
  { name: "client revisions", who: "client", path: "/api/revisions", bare: "/client/revisions", list: true },
  { name: "client invoices", who: "client", path: "/api/invoices", bare: "/client/invoices", list: true },
  { name: "client tickets", who: "client", path: "/api/support/tickets", bare: "/client/tickets", list: true },
  { name: "client counts", who: "client", path: "/api/notifications/counts", bare: "/health" },
  { name: "client store", who: "client", path: "/api/store/features", bare: "/client/store", list: true },
  { name: "client purchases", who: "client", path: "/api/store/purchases", bare: "/client/purchases", list: true },
  { name: "admin me", who: "admin", path: "/api/me", bare: "/health" },
  { name: "admin dashboard", who: "admin", path: "/api/admin/dashboard/charts", bare: "/admin/dashboard", list: true },
  { name: "admin client list", who: "admin", path: "/api/admin/users?role=client", bare: "/admin/users", list: true },
  { name: "admin invoice list", who: "admin", path: "/api/admin/invoices", bare: "/admin/invoices", list: true },
  { name: "admin ticket list", who: "admin", path: "/api/admin/support-tickets", bare: "/admin/tickets", list: true },
  { name: "admin client features", who: "admin", path: "/api/admin/client-features", bare: "/admin/client-features", list: true },
  { name: "admin counts", who: "admin", path: "/api/notifications/counts", bare: "/health" },
];

type Query = (text: string, params: unknown[]) => Promise<unknown[]>;

/** The bare endpoints: one query each, its rows as JSON. */
export function bareApp(query: Query, ids: { client: string }) {
  const rows = (text: string, params: unknown[] = []) => query(text, params);
  const c = [ids.client];
  const app = new Hono();
  app.get("/health", async (ctx) => {
    await rows("select 1");
    return ctx.json({ status: "ok" });
  });
  app.get("/client/project", async (ctx) =>
    ctx.json(await rows("select * from projects where client_id = $1 order by created_at desc limit 1", c)),
  );
  app.get("/client/revisions", async (ctx) =>
    ctx.json(await rows("select * from revisions where client_id = $1 order by created_at desc", c)),
  );
  app.get("/client/invoices", async (ctx) =>
    ctx.json(
      await rows(
        `select i.*, p.email, p.full_name from invoices i join profiles p on p.id = i.client_id
         where i.client_id = $1 order by i.invoice_date desc, i.created_at desc, i.id desc limit 50`,
        c,
      ),
    ),
  );
  app.get("/client/tickets", async (ctx) =>
    ctx.json(await rows("select * from support_tickets where client_id = $1 order by updated_at desc, id desc limit 25", c)),
  );
  app.get("/client/store", async (ctx) =>
    ctx.json(await rows("select * from features order by created_at desc, id desc limit 25")),
  );
  app.get("/client/purchases", async (ctx) =>
    ctx.json(await rows("select * from purchased_features where client_id = $1 order by purchased_at desc, id desc", c)),
  );
  app.get("/admin/dashboard", async (ctx) =>
    ctx.json(
      await rows(
        `select date_trunc('month', paid_at) as month, sum(amount_cents) as cents from invoices
         where paid_at is not null and paid_at >= now() - interval '12 months' group by 1 order by 1`,
      ),
    ),
  );
  app.get("/admin/users", async (ctx) =>
    ctx.json(await rows("select * from profiles where role = 'client' order by created_at desc, id desc limit 25")),
  );
  app.get("/admin/invoices", async (ctx) =>
    ctx.json(
      await rows(
        `select i.*, p.email, p.full_name from invoices i left join profiles p on p.id = i.client_id
         order by i.invoice_date desc, i.created_at desc, i.id desc limit 25`,
      ),
    ),
  );
  app.get("/admin/tickets", async (ctx) =>
    ctx.json(await rows("select * from support_tickets order by updated_at desc, id desc limit 25")),
  );
  app.get("/admin/client-features", async (ctx) =>
    ctx.json(await rows("select * from purchased_features order by purchased_at desc, id desc limit 25")),
  );
  return app;
}
