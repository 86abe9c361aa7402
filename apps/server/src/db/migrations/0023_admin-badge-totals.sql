CREATE TABLE "admin_badge_totals" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"unread_tickets" integer NOT NULL,
	"unviewed_revisions" integer NOT NULL,
	"unread_comment_threads" integer NOT NULL,
	"assigned_open_tickets" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_badge_totals" ADD CONSTRAINT "admin_badge_totals_admin_id_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The latest client message of a ticket (its opening message or a client reply); null once the ticket is gone.
CREATE FUNCTION admin_badges_ticket_last(ticket uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT greatest(s.created_at, (SELECT max(r.created_at) FROM support_ticket_replies r WHERE r.ticket_id = s.id AND NOT r.from_admin))
  FROM support_tickets s WHERE s.id = ticket
$$;--> statement-breakpoint
-- The latest client reply of a comment thread; null without one, or once the revision is gone.
CREATE FUNCTION admin_badges_thread_last(revision uuid, annotation text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max(r.created_at) FROM revision_comment_replies r
  WHERE r.revision_id = revision AND r.annotation_id = annotation AND NOT r.from_admin
    AND EXISTS (SELECT 1 FROM revisions rv WHERE rv.id = revision)
$$;--> statement-breakpoint
-- One admin's four badges counted from scratch: a new admin, a role change, a truncation.
CREATE FUNCTION admin_badges_recount(who uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_badge_totals AS t (admin_id, unread_tickets, unviewed_revisions, unread_comment_threads, assigned_open_tickets)
  SELECT who,
    (SELECT count(*) FROM support_tickets s LEFT JOIN support_ticket_views v ON v.ticket_id = s.id AND v.user_id = who
      WHERE admin_badges_ticket_last(s.id) > coalesce(v.last_viewed_at, '-infinity')),
    (SELECT count(*) FROM revisions rv
      WHERE NOT EXISTS (SELECT 1 FROM admin_revision_views w WHERE w.revision_id = rv.id AND w.admin_id = who)),
    (SELECT count(*) FROM (
        SELECT r.revision_id, r.annotation_id, max(r.created_at) AS last FROM revision_comment_replies r
        WHERE NOT r.from_admin GROUP BY r.revision_id, r.annotation_id) th
      LEFT JOIN revision_comment_views v ON v.user_id = who AND v.revision_id = th.revision_id AND v.annotation_id = th.annotation_id
      WHERE th.last > coalesce(v.last_viewed_at, '-infinity')),
    (SELECT count(*) FROM support_tickets s WHERE s.assigned_admin_id = who AND s.status IN ('new', 'in_progress'))
  ON CONFLICT (admin_id) DO UPDATE SET unread_tickets = excluded.unread_tickets, unviewed_revisions = excluded.unviewed_revisions,
    unread_comment_threads = excluded.unread_comment_threads, assigned_open_tickets = excluded.assigned_open_tickets
$$;--> statement-breakpoint
-- Every admin's row, locked in one order before a change that may touch them all (no deadlock between two such writes).
CREATE FUNCTION admin_badges_lock_all() RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM admin_badge_totals ORDER BY admin_id FOR NO KEY UPDATE
$$;--> statement-breakpoint
-- Tickets whose latest client message moved from old_last to new_last (null: none, or gone): each admin's unread count follows.
CREATE FUNCTION admin_badges_shift_tickets(ids uuid[], olds timestamptz[], news timestamptz[]) RETURNS void LANGUAGE sql AS $$
  SELECT admin_badges_lock_all();
  UPDATE admin_badge_totals a SET unread_tickets = a.unread_tickets + d.n
  FROM (
    SELECT b.admin_id, sum(coalesce(c.new_last > coalesce(v.last_viewed_at, '-infinity'), false)::int
                         - coalesce(c.old_last > coalesce(v.last_viewed_at, '-infinity'), false)::int) AS n
    FROM admin_badge_totals b
    CROSS JOIN unnest(ids, olds, news) AS c(ticket_id, old_last, new_last)
    LEFT JOIN support_ticket_views v ON v.user_id = b.admin_id AND v.ticket_id = c.ticket_id
    GROUP BY b.admin_id
  ) d
  WHERE a.admin_id = d.admin_id AND d.n <> 0
$$;--> statement-breakpoint
-- Comment threads whose latest client reply moved: each admin's unread thread count follows.
CREATE FUNCTION admin_badges_shift_threads(revs uuid[], anns text[], olds timestamptz[], news timestamptz[]) RETURNS void LANGUAGE sql AS $$
  SELECT admin_badges_lock_all();
  UPDATE admin_badge_totals a SET unread_comment_threads = a.unread_comment_threads + d.n
  FROM (
    SELECT b.admin_id, sum(coalesce(c.new_last > coalesce(v.last_viewed_at, '-infinity'), false)::int
                         - coalesce(c.old_last > coalesce(v.last_viewed_at, '-infinity'), false)::int) AS n
    FROM admin_badge_totals b
    CROSS JOIN unnest(revs, anns, olds, news) AS c(revision_id, annotation_id, old_last, new_last)
    LEFT JOIN revision_comment_views v
      ON v.user_id = b.admin_id AND v.revision_id = c.revision_id AND v.annotation_id = c.annotation_id
    GROUP BY b.admin_id
  ) d
  WHERE a.admin_id = d.admin_id AND d.n <> 0
$$;--> statement-breakpoint
-- A view of a ticket moved from old_v to new_v (null: none): the viewer's unread count follows (only admins have a row).
CREATE FUNCTION admin_badges_shift_ticket_views(users uuid[], ids uuid[], olds timestamptz[], news timestamptz[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM support_tickets WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  SELECT 1 FROM admin_badge_totals WHERE admin_id = ANY(users) ORDER BY admin_id FOR NO KEY UPDATE;
  UPDATE admin_badge_totals a SET unread_tickets = a.unread_tickets + d.n
  FROM (
    SELECT c.user_id, sum(coalesce(l.last > coalesce(c.new_v, '-infinity'), false)::int
                        - coalesce(l.last > coalesce(c.old_v, '-infinity'), false)::int) AS n
    FROM unnest(users, ids, olds, news) AS c(user_id, ticket_id, old_v, new_v)
    CROSS JOIN LATERAL (SELECT admin_badges_ticket_last(c.ticket_id) AS last) l
    GROUP BY c.user_id
  ) d
  WHERE a.admin_id = d.user_id AND d.n <> 0
$$;--> statement-breakpoint
CREATE FUNCTION admin_badges_shift_thread_views(users uuid[], revs uuid[], anns text[], olds timestamptz[], news timestamptz[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM revisions WHERE id = ANY(revs) ORDER BY id FOR NO KEY UPDATE;
  SELECT 1 FROM admin_badge_totals WHERE admin_id = ANY(users) ORDER BY admin_id FOR NO KEY UPDATE;
  UPDATE admin_badge_totals a SET unread_comment_threads = a.unread_comment_threads + d.n
  FROM (
    SELECT c.user_id, sum(coalesce(l.last > coalesce(c.new_v, '-infinity'), false)::int
                        - coalesce(l.last > coalesce(c.old_v, '-infinity'), false)::int) AS n
    FROM unnest(users, revs, anns, olds, news) AS c(user_id, revision_id, annotation_id, old_v, new_v)
    CROSS JOIN LATERAL (SELECT admin_badges_thread_last(c.revision_id, c.annotation_id) AS last) l
    GROUP BY c.user_id
  ) d
  WHERE a.admin_id = d.user_id AND d.n <> 0
$$;--> statement-breakpoint
-- Assigned open tickets: +1 for each row of the new state that counts, -1 for each of the old state.
CREATE FUNCTION admin_badges_shift_assigned(admins uuid[], deltas int[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM admin_badge_totals WHERE admin_id = ANY(admins) ORDER BY admin_id FOR NO KEY UPDATE;
  UPDATE admin_badge_totals a SET assigned_open_tickets = a.assigned_open_tickets + d.n
  FROM (SELECT c.admin_id, sum(c.delta) AS n FROM unnest(admins, deltas) AS c(admin_id, delta) GROUP BY c.admin_id) d
  WHERE a.admin_id = d.admin_id AND d.n <> 0
$$;--> statement-breakpoint
CREATE FUNCTION admin_badges_recount_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_recount(p.id) FROM profiles p WHERE p.role = 'admin';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_tickets_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_tickets(array_agg(id), array_agg(NULL::timestamptz), array_agg(created_at)) FROM added;
  PERFORM admin_badges_shift_assigned(array_agg(assigned_admin_id), array_agg(1)) FROM added
    WHERE assigned_admin_id IS NOT NULL AND status IN ('new', 'in_progress');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_tickets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_assigned(array_agg(c.admin_id), array_agg(c.delta)) FROM (
    SELECT assigned_admin_id AS admin_id, 1 AS delta FROM after_rows WHERE assigned_admin_id IS NOT NULL AND status IN ('new', 'in_progress')
    UNION ALL
    SELECT assigned_admin_id, -1 FROM before_rows WHERE assigned_admin_id IS NOT NULL AND status IN ('new', 'in_progress')
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Before each deleted ticket goes, while its replies and views are still there to say whom it was unread for.
CREATE FUNCTION admin_badges_ticket_removing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_tickets(ARRAY[OLD.id], ARRAY[admin_badges_ticket_last(OLD.id)], ARRAY[NULL::timestamptz]);
  IF OLD.assigned_admin_id IS NOT NULL AND OLD.status IN ('new', 'in_progress') THEN
    PERFORM admin_badges_shift_assigned(ARRAY[OLD.assigned_admin_id], ARRAY[-1]);
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_ticket_replies_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM support_tickets WHERE id IN (SELECT ticket_id FROM added WHERE NOT from_admin) ORDER BY id FOR NO KEY UPDATE;
  PERFORM admin_badges_shift_tickets(array_agg(c.ticket_id), array_agg(c.old_last), array_agg(c.new_last)) FROM (
    SELECT s.id AS ticket_id, admin_badges_ticket_last(s.id) AS new_last,
      greatest(s.created_at, (SELECT max(r.created_at) FROM support_ticket_replies r
        WHERE r.ticket_id = s.id AND NOT r.from_admin AND r.id NOT IN (SELECT id FROM added))) AS old_last
    FROM support_tickets s WHERE s.id IN (SELECT ticket_id FROM added WHERE NOT from_admin)
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Replies removed from a ticket that stays (a deleted ticket was counted out before it went).
CREATE FUNCTION admin_badges_ticket_replies_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM support_tickets WHERE id IN (SELECT ticket_id FROM removed WHERE NOT from_admin) ORDER BY id FOR NO KEY UPDATE;
  PERFORM admin_badges_shift_tickets(array_agg(c.ticket_id), array_agg(greatest(c.new_last, c.removed_last)), array_agg(c.new_last)) FROM (
    SELECT s.id AS ticket_id, admin_badges_ticket_last(s.id) AS new_last,
      (SELECT max(r.created_at) FROM removed r WHERE r.ticket_id = s.id AND NOT r.from_admin) AS removed_last
    FROM support_tickets s WHERE s.id IN (SELECT ticket_id FROM removed WHERE NOT from_admin)
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_ticket_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_ticket_views(array_agg(user_id), array_agg(ticket_id), array_agg(NULL::timestamptz), array_agg(last_viewed_at))
    FROM added WHERE user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_ticket_views_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_ticket_views(array_agg(n.user_id), array_agg(n.ticket_id), array_agg(o.last_viewed_at), array_agg(n.last_viewed_at))
    FROM after_rows n JOIN before_rows o ON o.user_id = n.user_id AND o.ticket_id = n.ticket_id
    WHERE n.user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_ticket_views_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_ticket_views(array_agg(user_id), array_agg(ticket_id), array_agg(last_viewed_at), array_agg(NULL::timestamptz))
    FROM removed WHERE user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_revisions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_lock_all();
  UPDATE admin_badge_totals SET unviewed_revisions = unviewed_revisions + (SELECT count(*) FROM added);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Before each deleted revision goes, while its views and comment replies are still there.
CREATE FUNCTION admin_badges_revision_removing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_lock_all();
  UPDATE admin_badge_totals a SET unviewed_revisions = a.unviewed_revisions - 1
    WHERE NOT EXISTS (SELECT 1 FROM admin_revision_views w WHERE w.revision_id = OLD.id AND w.admin_id = a.admin_id);
  PERFORM admin_badges_shift_threads(array_agg(t.revision_id), array_agg(t.annotation_id), array_agg(t.last), array_agg(NULL::timestamptz))
    FROM (SELECT revision_id, annotation_id, max(created_at) AS last FROM revision_comment_replies
          WHERE revision_id = OLD.id AND NOT from_admin GROUP BY revision_id, annotation_id) t;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_revision_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM admin_badge_totals WHERE admin_id IN (SELECT admin_id FROM added) ORDER BY admin_id FOR NO KEY UPDATE;
  UPDATE admin_badge_totals a SET unviewed_revisions = a.unviewed_revisions - d.n
    FROM (SELECT admin_id, count(*) AS n FROM added GROUP BY admin_id) d WHERE a.admin_id = d.admin_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Views removed from a revision that stays (a deleted revision was counted out before it went).
CREATE FUNCTION admin_badges_revision_views_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM admin_badge_totals WHERE admin_id IN (SELECT admin_id FROM removed) ORDER BY admin_id FOR NO KEY UPDATE;
  UPDATE admin_badge_totals a SET unviewed_revisions = a.unviewed_revisions + d.n
    FROM (SELECT w.admin_id, count(*) AS n FROM removed w WHERE EXISTS (SELECT 1 FROM revisions rv WHERE rv.id = w.revision_id)
          GROUP BY w.admin_id) d
    WHERE a.admin_id = d.admin_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_comment_replies_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM revisions WHERE id IN (SELECT revision_id FROM added WHERE NOT from_admin) ORDER BY id FOR NO KEY UPDATE;
  PERFORM admin_badges_shift_threads(array_agg(c.revision_id), array_agg(c.annotation_id), array_agg(c.old_last), array_agg(c.new_last)) FROM (
    SELECT t.revision_id, t.annotation_id, admin_badges_thread_last(t.revision_id, t.annotation_id) AS new_last,
      (SELECT max(r.created_at) FROM revision_comment_replies r WHERE r.revision_id = t.revision_id
        AND r.annotation_id = t.annotation_id AND NOT r.from_admin AND r.id NOT IN (SELECT id FROM added)) AS old_last
    FROM (SELECT DISTINCT revision_id, annotation_id FROM added WHERE NOT from_admin) t
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Replies removed from a revision that stays (a deleted revision was counted out before it went).
CREATE FUNCTION admin_badges_comment_replies_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM revisions WHERE id IN (SELECT revision_id FROM removed WHERE NOT from_admin) ORDER BY id FOR NO KEY UPDATE;
  PERFORM admin_badges_shift_threads(array_agg(c.revision_id), array_agg(c.annotation_id),
      array_agg(greatest(c.new_last, c.removed_last)), array_agg(c.new_last)) FROM (
    SELECT t.revision_id, t.annotation_id, t.removed_last, admin_badges_thread_last(t.revision_id, t.annotation_id) AS new_last
    FROM (SELECT revision_id, annotation_id, max(created_at) AS removed_last FROM removed WHERE NOT from_admin
          GROUP BY revision_id, annotation_id) t
    WHERE EXISTS (SELECT 1 FROM revisions rv WHERE rv.id = t.revision_id)
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_comment_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_thread_views(array_agg(user_id), array_agg(revision_id), array_agg(annotation_id),
      array_agg(NULL::timestamptz), array_agg(last_viewed_at))
    FROM added WHERE user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_comment_views_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_thread_views(array_agg(n.user_id), array_agg(n.revision_id), array_agg(n.annotation_id),
      array_agg(o.last_viewed_at), array_agg(n.last_viewed_at))
    FROM after_rows n JOIN before_rows o
      ON o.user_id = n.user_id AND o.revision_id = n.revision_id AND o.annotation_id = n.annotation_id
    WHERE n.user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_badges_comment_views_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_badges_shift_thread_views(array_agg(user_id), array_agg(revision_id), array_agg(annotation_id),
      array_agg(last_viewed_at), array_agg(NULL::timestamptz))
    FROM removed WHERE user_id IN (SELECT admin_id FROM admin_badge_totals);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new admin, or a person whose role changed: counted from scratch once the writers of what is counted have finished.
CREATE FUNCTION admin_badges_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'admin' THEN
    LOCK TABLE support_tickets, support_ticket_replies, support_ticket_views, revisions, admin_revision_views,
      revision_comment_replies, revision_comment_views IN SHARE MODE;
    PERFORM admin_badges_recount(NEW.id);
  ELSE
    DELETE FROM admin_badge_totals WHERE admin_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admin_badges_on_profile_insert AFTER INSERT ON profiles
  FOR EACH ROW WHEN (NEW.role = 'admin') EXECUTE FUNCTION admin_badges_profile_changed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_role_change AFTER UPDATE OF role ON profiles
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION admin_badges_profile_changed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_insert AFTER INSERT ON support_tickets
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_tickets_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_update AFTER UPDATE ON support_tickets
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_tickets_changed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_delete BEFORE DELETE ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION admin_badges_ticket_removing();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_reply_insert AFTER INSERT ON support_ticket_replies
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_ticket_replies_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_reply_delete AFTER DELETE ON support_ticket_replies
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_ticket_replies_removed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_view_insert AFTER INSERT ON support_ticket_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_ticket_views_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_view_update AFTER UPDATE ON support_ticket_views
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_ticket_views_changed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_ticket_view_delete AFTER DELETE ON support_ticket_views
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_ticket_views_removed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_revision_insert AFTER INSERT ON revisions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_revisions_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_revision_delete BEFORE DELETE ON revisions
  FOR EACH ROW EXECUTE FUNCTION admin_badges_revision_removing();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_revision_view_insert AFTER INSERT ON admin_revision_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_revision_views_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_revision_view_delete AFTER DELETE ON admin_revision_views
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_revision_views_removed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_comment_reply_insert AFTER INSERT ON revision_comment_replies
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_comment_replies_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_comment_reply_delete AFTER DELETE ON revision_comment_replies
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_comment_replies_removed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_comment_view_insert AFTER INSERT ON revision_comment_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_comment_views_added();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_comment_view_update AFTER UPDATE ON revision_comment_views
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_comment_views_changed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_comment_view_delete AFTER DELETE ON revision_comment_views
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_comment_views_removed();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON support_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON revisions
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON support_ticket_replies
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON support_ticket_views
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON admin_revision_views
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON revision_comment_replies
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
CREATE TRIGGER admin_badges_on_truncate AFTER TRUNCATE ON revision_comment_views
  FOR EACH STATEMENT EXECUTE FUNCTION admin_badges_recount_all();--> statement-breakpoint
SELECT admin_badges_recount(p.id) FROM profiles p WHERE p.role = 'admin';
