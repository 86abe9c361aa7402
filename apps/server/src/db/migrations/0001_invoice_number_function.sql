-- Invoice numbers come from the database so that concurrent creates never collide.
-- A sequence value is consumed even when its transaction rolls back: numbers may have gaps.
CREATE OR REPLACE FUNCTION generate_invoice_number() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT 'INV-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')
$$;
