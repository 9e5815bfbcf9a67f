ALTER TABLE "conversations" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
-- A message about a task keeps it as its subject; a conversation gets the task of its first such message.
UPDATE "user_messages" SET "subject_kind" = 'ZADANIE', "subject_id" = "zadanie_id" WHERE "zadanie_id" IS NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET "subject_kind" = 'ZADANIE', "subject_id" = "first"."zadanie_id"
FROM (
	SELECT DISTINCT ON ("conversation_id") "conversation_id", "zadanie_id"
	FROM "user_messages"
	WHERE "zadanie_id" IS NOT NULL
	ORDER BY "conversation_id", "created_at"
) AS "first"
WHERE "conversations"."id" = "first"."conversation_id";--> statement-breakpoint
ALTER TABLE "user_messages" DROP COLUMN "zadanie_id";
