ALTER TABLE "profiles" ADD COLUMN "agency_role" text;--> statement-breakpoint
-- Today's admins become the agency's owners (decision 096).
UPDATE "profiles" SET "agency_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_assignee_idx" ON "projects" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_agency_role_check" CHECK ("agency_role" IN ('owner', 'admin', 'project_manager', 'designer', 'support', 'accountant'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_agency_role_client_check" CHECK ("profiles"."role" = 'admin' or "profiles"."agency_role" is null);