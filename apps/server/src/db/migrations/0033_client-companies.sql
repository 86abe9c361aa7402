CREATE TABLE "company_members" (
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"can_project" boolean DEFAULT true NOT NULL,
	"can_revisions" boolean DEFAULT false NOT NULL,
	"can_billing" boolean DEFAULT false NOT NULL,
	"can_support" boolean DEFAULT false NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_account_id_person_id_pk" PRIMARY KEY("account_id","person_id"),
	CONSTRAINT "company_members_owner_rights_check" CHECK ("company_members"."account_id" <> "company_members"."person_id" OR ("company_members"."can_project" AND "company_members"."can_revisions" AND "company_members"."can_billing" AND "company_members"."can_support"))
);
--> statement-breakpoint
CREATE TABLE "session_companies" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_account_id_profiles_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_person_id_profiles_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_companies" ADD CONSTRAINT "session_companies_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_companies" ADD CONSTRAINT "session_companies_account_id_profiles_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_person_idx" ON "company_members" USING btree ("person_id");--> statement-breakpoint
-- Every existing client becomes a company whose owner is that person (decision 106).
INSERT INTO "company_members" ("account_id", "person_id", "can_project", "can_revisions", "can_billing", "can_support")
SELECT "id", "id", true, true, true, true FROM "profiles" WHERE "role" = 'client'
ON CONFLICT DO NOTHING;
