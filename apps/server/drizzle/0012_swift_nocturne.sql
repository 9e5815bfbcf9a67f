ALTER TABLE "tematy" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "tematy_user_idx" ON "tematy" USING btree ("user_id","przedmiot","poziom");