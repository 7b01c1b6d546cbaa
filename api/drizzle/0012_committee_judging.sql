CREATE TABLE "committee_member_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "committee_member_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"owner_id" integer,
	"team_id" integer,
	"viewer_id" integer,
	"viewer_name" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_access_log_kind_check" CHECK ("file_access_log"."file_kind" in ('socmed_document', 'payment_proof', 'proposal', 'other'))
);
--> statement-breakpoint
CREATE TABLE "judge_assignments" (
	"stage" text NOT NULL,
	"team_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_assignments_stage_team_id_judge_id_pk" PRIMARY KEY("stage","team_id","judge_id"),
	CONSTRAINT "judge_assignments_stage_check" CHECK ("judge_assignments"."stage" in ('proposal', 'video', 'final'))
);
--> statement-breakpoint
CREATE TABLE "judge_conflicts" (
	"judge_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_conflicts_judge_id_team_id_pk" PRIMARY KEY("judge_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "judge_scores" (
	"stage" text NOT NULL,
	"team_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_scores_stage_team_id_judge_id_pk" PRIMARY KEY("stage","team_id","judge_id"),
	CONSTRAINT "judge_scores_stage_check" CHECK ("judge_scores"."stage" in ('proposal', 'video', 'final'))
);
--> statement-breakpoint
CREATE TABLE "judging_stages" (
	"stage" text PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"judges_per_team" integer DEFAULT 3 NOT NULL,
	"closed_at" timestamp with time zone,
	"shortlisted_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_stages_stage_check" CHECK ("judging_stages"."stage" in ('proposal', 'video', 'final'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "not_selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "committee_member_roles" ADD CONSTRAINT "committee_member_roles_user_id_committee_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."committee_members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_member_roles" ADD CONSTRAINT "committee_member_roles_role_id_committee_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."committee_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_stages" ADD CONSTRAINT "judging_stages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_member_roles_role_idx" ON "committee_member_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_roles_key_key" ON "committee_roles" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_roles_name_key" ON "committee_roles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "file_access_log_owner_idx" ON "file_access_log" USING btree ("owner_id","viewed_at");--> statement-breakpoint
CREATE INDEX "file_access_log_team_idx" ON "file_access_log" USING btree ("team_id","viewed_at");--> statement-breakpoint
CREATE INDEX "judge_assignments_judge_idx" ON "judge_assignments" USING btree ("judge_id","stage");--> statement-breakpoint
CREATE INDEX "judge_scores_team_idx" ON "judge_scores" USING btree ("stage","team_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'email_verification', 'email_change', 'committee_invite'));