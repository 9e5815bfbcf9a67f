ALTER TABLE "study_sessions" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "entity_id" uuid;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "details" jsonb;--> statement-breakpoint
-- Sessions counted before their details were kept take them from their events (ADR 025, amended).
UPDATE "study_sessions" AS s SET "event_type" = e."type", "entity_id" = e."entity_id", "details" = e."payload" FROM "events" AS e WHERE e."id" = s."event_id";
