CREATE TABLE "institution_aliases" (
	"key" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"institution_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "institution_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution_id" integer;--> statement-breakpoint
ALTER TABLE "institution_aliases" ADD CONSTRAINT "institution_aliases_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_aliases_institution_idx" ON "institution_aliases" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_name_key" ON "institutions" USING btree ("name");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_institution_idx" ON "teams" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "users_institution_idx" ON "users" USING btree ("institution_id");