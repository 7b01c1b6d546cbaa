CREATE TABLE "door_sync_items" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"door" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"admin_id" integer,
	"result" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminar_tickets" ADD COLUMN "checked_in_door" text;--> statement-breakpoint
ALTER TABLE "door_sync_items" ADD CONSTRAINT "door_sync_items_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;