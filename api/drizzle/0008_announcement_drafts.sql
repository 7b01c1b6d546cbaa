ALTER TABLE "notifications" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_announcement_idx" ON "notifications" USING btree ("announcement_id") WHERE announcement_id is not null;--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("scheduled_at") WHERE state = 'scheduled';--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_state_check" CHECK ("announcements"."state" in ('draft', 'scheduled', 'sent', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_schedule_check" CHECK ("announcements"."state" <> 'scheduled' or "announcements"."scheduled_at" is not null);--> statement-breakpoint
-- Announcements from before drafts went out when they were made.
UPDATE "announcements" SET "sent_at" = "created_at" WHERE "sent_at" IS NULL;