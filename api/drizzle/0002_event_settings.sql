CREATE TABLE "deadline_extensions" (
	"team_id" integer NOT NULL,
	"window" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_extensions_team_id_window_pk" PRIMARY KEY("team_id","window"),
	CONSTRAINT "deadline_extensions_window_check" CHECK ("deadline_extensions"."window" in ('registration', 'stage_1', 'stage_2'))
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_settings_section_check" CHECK ("event_settings"."section" in ('general', 'hackathon', 'competitive-programming', 'seminar'))
);
--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;