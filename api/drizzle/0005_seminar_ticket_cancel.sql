-- Cancelled seats (issue 13): existing tickets are all live (cancelled_at null) and already unique per user.
DROP INDEX "seminar_tickets_user_key";--> statement-breakpoint
ALTER TABLE "seminar_tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_tickets_user_key" ON "seminar_tickets" USING btree ("user_id") WHERE "seminar_tickets"."cancelled_at" is null;