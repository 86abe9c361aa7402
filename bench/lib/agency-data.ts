import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/client.ts";

/** `count` clients, client1@bench.test onwards. */
export async function seedClients(db: Database, count: number) {
  await db.execute(sql`
    INSERT INTO profiles (id, email, full_name, role)
    SELECT gen_random_uuid(), 'client' || g || '@bench.test', 'Client ' || g, 'client'
    FROM generate_series(1, ${count}) AS g`);
}

/**
 * `count` invoices spread over the first `clients` clients (by e-mail) and about three years, a
 * tenth auto-generated with a feature name, numbers from the sequence.
 */
export async function seedInvoices(db: Database, count: number, clients: number) {
  await db.execute(sql`
    WITH c AS (SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM profiles WHERE role = 'client')
    INSERT INTO invoices (client_id, client_email, invoice_number, amount_cents, description, due_date, status,
                          invoice_date, purchase_type, billing_type, feature_or_package_name)
    SELECT c.id, c.email, generate_invoice_number(), 1000 + (g * 37) % 200000,
           (ARRAY['Website design', 'Logo refresh', 'Hosting renewal', 'Landing page', 'SEO audit'])[1 + g % 5] || ' #' || g,
           CASE WHEN g % 3 = 0 THEN NULL ELSE DATE '2023-01-01' + (g % 1095) + 30 END,
           (ARRAY['pending', 'paid', 'overdue'])[1 + g % 3],
           DATE '2023-01-01' + (g % 1095),
           CASE WHEN g % 10 = 0 THEN 'automatic' ELSE 'manual' END,
           CASE WHEN g % 10 = 0 THEN 'one_time' END,
           CASE WHEN g % 10 = 0 THEN (ARRAY['Contact Form', 'Online Booking', 'Blog'])[1 + g % 3] END
    FROM generate_series(1, ${count}) AS g
    JOIN c ON c.n = 1 + g % ${clients}`);
}

/** `count` tickets over the first `clients` clients, in every status, created over the last 2,000 hours. */
export async function seedTickets(db: Database, count: number, clients: number) {
  await db.execute(sql`
    WITH c AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM profiles WHERE role = 'client')
    INSERT INTO support_tickets (client_id, subject, message, status, created_at, updated_at)
    SELECT c.id, (ARRAY['Contact form', 'Logo colours', 'Slow page', 'Invoice question', NULL])[1 + g % 5],
           'Ticket message ' || g, (ARRAY['new', 'in_progress', 'resolved', 'closed', 'archived'])[1 + g % 5],
           now() - (g % 2000) * interval '1 hour', now() - (g % 1500) * interval '1 hour'
    FROM generate_series(1, ${count}) AS g
    JOIN c ON c.n = 1 + g % ${clients}`);
}
