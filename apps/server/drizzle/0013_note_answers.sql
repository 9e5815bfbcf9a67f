ALTER TABLE "ai_notes" ADD COLUMN "bot_message_id" uuid;--> statement-breakpoint
CREATE INDEX "ai_notes_bot_message_idx" ON "ai_notes" USING btree ("user_id","bot_message_id");