-- The revisions per project are the agency's setting (Settings -> Agency -> Premium plan, 1 to 20);
-- the service enforces the saved value atomically, the table only its outer bounds.
ALTER TABLE "projects" DROP CONSTRAINT "projects_revision_count_check";--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_request_number_check";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_revision_count_check" CHECK ("revision_count" BETWEEN 0 AND 20);--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_request_number_check" CHECK ("request_number" BETWEEN 1 AND 20);
