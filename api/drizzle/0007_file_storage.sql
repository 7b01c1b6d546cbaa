CREATE INDEX "stage_submissions_file_idx" ON "stage_submissions" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "teams_payment_file_idx" ON "teams" USING btree ("payment_file_id");