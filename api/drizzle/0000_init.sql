CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"status" text DEFAULT 'Registered' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_user_id_event_pk" PRIMARY KEY("user_id","event"),
	CONSTRAINT "event_registrations_event_check" CHECK ("event_registrations"."event" in ('Seminar', 'Hackathon', 'Competitive Programming')),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('Unregistered', 'Registered', 'Stage-1', 'Stage-2', 'Final'))
);
--> statement-breakpoint
CREATE TABLE "seminar_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer
);
--> statement-breakpoint
CREATE TABLE "stage_submissions" (
	"team_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"file_id" uuid,
	"video_url" text,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_submissions_team_id_stage_pk" PRIMARY KEY("team_id","stage"),
	CONSTRAINT "stage_submissions_content_check" CHECK (("stage_submissions"."stage" = 1 and "stage_submissions"."file_id" is not null) or ("stage_submissions"."stage" = 2 and "stage_submissions"."video_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"team_id" integer,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_families" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"team_name" text NOT NULL,
	"join_code" text NOT NULL,
	"institusi" text NOT NULL,
	"leader_id" integer NOT NULL,
	"supervisor" text NOT NULL,
	"supervisor_nidn" text NOT NULL,
	"payment_file_id" uuid,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_note" text,
	"status" text DEFAULT 'Registered' NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	"max_members" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_event_type_check" CHECK ("teams"."event_type" in ('hackathon', 'competitive-programming')),
	CONSTRAINT "teams_status_check" CHECK ("teams"."status" in ('Unregistered', 'Registered', 'Stage-1', 'Stage-2', 'Final')),
	CONSTRAINT "teams_payment_check" CHECK ("teams"."payment_status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "teams_member_count_check" CHECK ("teams"."member_count" >= 0 and "teams"."member_count" <= "teams"."max_members"),
	CONSTRAINT "teams_max_members_check" CHECK (("teams"."event_type" = 'hackathon' and "teams"."max_members" = 5) or ("teams"."event_type" = 'competitive-programming' and "teams"."max_members" = 3))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"name" text NOT NULL,
	"role" text DEFAULT 'participant' NOT NULL,
	"profile_picture" text,
	"phone" text,
	"nim" text,
	"major" text,
	"institusi" text,
	"socmed_document" text,
	"birth_date" text,
	"birth_place" text,
	"gender" text,
	"profile_has_updated" boolean DEFAULT false NOT NULL,
	"data_has_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'participant')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_tickets" ADD CONSTRAINT "seminar_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_tickets" ADD CONSTRAINT "seminar_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_submissions" ADD CONSTRAINT "stage_submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_submissions" ADD CONSTRAINT "stage_submissions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_submissions" ADD CONSTRAINT "stage_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_families" ADD CONSTRAINT "refresh_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_payment_file_id_files_id_fk" FOREIGN KEY ("payment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_competition_key" ON "event_registrations" USING btree ("user_id") WHERE event in ('Hackathon', 'Competitive Programming');--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_tickets_user_key" ON "seminar_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seminar_tickets_issued_idx" ON "seminar_tickets" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_team_idx" ON "files" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "refresh_families_user_idx" ON "refresh_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_key" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_join_code_key" ON "teams" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "teams_event_created_idx" ON "teams" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");