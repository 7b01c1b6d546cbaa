CREATE TABLE "certificate_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"template_key" text NOT NULL,
	"slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_job_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"certificate_code" text,
	CONSTRAINT "certificate_job_items_state_check" CHECK ("certificate_job_items"."state" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "certificate_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_key" text NOT NULL,
	"template" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "certificate_jobs_status_check" CHECK ("certificate_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"kind" text NOT NULL,
	"competition" text,
	"recipient_name" text NOT NULL,
	"institusi" text,
	"event_name" text NOT NULL,
	"event_date" text,
	"role_text" text NOT NULL,
	"team_id" integer,
	"team_name" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "certificate_images" ADD CONSTRAINT "certificate_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_job_items" ADD CONSTRAINT "certificate_job_items_job_id_certificate_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."certificate_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_job_items" ADD CONSTRAINT "certificate_job_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_jobs" ADD CONSTRAINT "certificate_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_job_id_certificate_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."certificate_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_job_items_job_user_key" ON "certificate_job_items" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "certificate_job_items_pending_idx" ON "certificate_job_items" USING btree ("id") WHERE "certificate_job_items"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_template_key" ON "certificates" USING btree ("user_id","template_key") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_template_issued_idx" ON "certificates" USING btree ("template_key","issued_at");