CREATE TYPE "public"."note_origin" AS ENUM('CONVERSATION_GENERATED', 'CONVERSATION_GENERATED_BLANK', 'QUIZ_GENERATED', 'USER_GENERATED');--> statement-breakpoint
CREATE TABLE "ai_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"action" "note_origin" DEFAULT 'USER_GENERATED' NOT NULL,
	"zadanie_relation_id" uuid,
	"sources_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_notes_workspace_idx" ON "ai_notes" USING btree ("user_id","workspace_id","updated_at");