CREATE TABLE "usage_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"counted" boolean NOT NULL,
	"interval" "limit_interval",
	"period_start" timestamp with time zone,
	"state" text DEFAULT 'reserved' NOT NULL,
	"entity_kind" text,
	"entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "usage_ledger_entity_idx" ON "usage_ledger" USING btree ("entity_kind","entity_id");--> statement-breakpoint
CREATE INDEX "usage_ledger_user_created_idx" ON "usage_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
-- Every reservation the tools kept in their own columns becomes a ledger row, before the columns go:
-- pending work stays `reserved` (its failure gives the use back through the ledger, in the period of
-- its creation, since these rows carry no counter key), the rest `released` or `committed`.
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at", "settled_at")
SELECT "user_id", 'QUIZ_GENERATION', 1, true,
       CASE WHEN "usage_released" THEN 'released' WHEN "state"::text IN ('CREATED', 'INITIAL_PENDING') THEN 'reserved' ELSE 'committed' END,
       'quiz', "id", "usage_reserved_at",
       CASE WHEN "usage_released" OR "state"::text NOT IN ('CREATED', 'INITIAL_PENDING') THEN "updated_at" END
  FROM "quizzes" WHERE true;--> statement-breakpoint
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at", "settled_at")
SELECT "user_id", 'ROZPRAWKA', 1, true,
       CASE WHEN "usage_released" THEN 'released' WHEN "state"::text IN ('CREATED', 'CREATING', 'FINALIZATION') THEN 'reserved' ELSE 'committed' END,
       'essay', "id", "usage_reserved_at",
       CASE WHEN "usage_released" OR "state"::text NOT IN ('CREATED', 'CREATING', 'FINALIZATION') THEN "updated_at" END
  FROM "rozprawki" WHERE true;--> statement-breakpoint
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at", "settled_at")
SELECT "user_id", 'ROZPRAWKA_REVIEW', 1, true,
       CASE WHEN "usage_released" THEN 'released' WHEN "state"::text IN ('CREATED', 'INITIAL', 'FINALIZATION_REVIEW') THEN 'reserved' ELSE 'committed' END,
       'essay-review', "id", "usage_reserved_at",
       CASE WHEN "usage_released" OR "state"::text NOT IN ('CREATED', 'INITIAL', 'FINALIZATION_REVIEW') THEN "updated_at" END
  FROM "rozprawka_reviews" WHERE true;--> statement-breakpoint
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at", "settled_at")
SELECT "user_id", 'TEST_SOLVER', 1, true,
       CASE WHEN "usage_released" THEN 'released' WHEN "state"::text IN ('UPLOADING', 'SOLVING') THEN 'reserved' ELSE 'committed' END,
       'test', "id", "usage_reserved_at",
       CASE WHEN "usage_released" OR "state"::text NOT IN ('UPLOADING', 'SOLVING') THEN "updated_at" END
  FROM "test_solvers" WHERE true;--> statement-breakpoint
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at", "settled_at")
SELECT "user_id", 'WORDBASE', 1, true,
       CASE WHEN "usage_released" THEN 'released' WHEN "state"::text IN ('CREATED', 'INITIAL_PENDING') THEN 'reserved' ELSE 'committed' END,
       'wordbase', "id", "usage_reserved_at",
       CASE WHEN "usage_released" OR "state"::text NOT IN ('CREATED', 'INITIAL_PENDING') THEN "updated_at" END
  FROM "word_bases" WHERE "usage_reserved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "usage_ledger" ("user_id", "action", "amount", "counted", "state", "entity_kind", "entity_id", "created_at")
SELECT "user_id", 'CHAT_MESSAGE', 1, true, 'reserved', 'chat-message', "user_message_id", "created_at"
  FROM "bot_messages" WHERE "is_fetching";--> statement-breakpoint
ALTER TABLE "rozprawka_reviews" DROP COLUMN "usage_reserved_at";--> statement-breakpoint
ALTER TABLE "rozprawka_reviews" DROP COLUMN "usage_released";--> statement-breakpoint
ALTER TABLE "rozprawki" DROP COLUMN "usage_reserved_at";--> statement-breakpoint
ALTER TABLE "rozprawki" DROP COLUMN "usage_released";--> statement-breakpoint
ALTER TABLE "quizzes" DROP COLUMN "usage_reserved_at";--> statement-breakpoint
ALTER TABLE "quizzes" DROP COLUMN "usage_released";--> statement-breakpoint
ALTER TABLE "test_solvers" DROP COLUMN "usage_reserved_at";--> statement-breakpoint
ALTER TABLE "test_solvers" DROP COLUMN "usage_released";--> statement-breakpoint
ALTER TABLE "word_bases" DROP COLUMN "usage_reserved_at";--> statement-breakpoint
ALTER TABLE "word_bases" DROP COLUMN "usage_released";