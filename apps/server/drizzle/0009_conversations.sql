CREATE TYPE "public"."conversation_type" AS ENUM('DEFAULT', 'ROZPRAWKA', 'ROZPRAWKA_REVIEW', 'TEST_SOLUTION', 'VALIDATION_FAILED', 'ZADANIE');--> statement-breakpoint
CREATE TYPE "public"."generation_state" AS ENUM('CREATED', 'INITIAL_PENDING', 'INITIAL_READY', 'INITIAL_FAILED', 'MAIN_PENDING', 'MAIN_READY');--> statement-breakpoint
CREATE TYPE "public"."message_type" AS ENUM('AITUTOR_INSTRUCTION', 'INITIAL_GENERATED_MESSAGE', 'QUOTE', 'USER_MESSAGE');--> statement-breakpoint
CREATE TABLE "bot_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "conversation_type" DEFAULT 'DEFAULT' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_fetching" boolean DEFAULT true NOT NULL,
	"is_error" boolean DEFAULT false NOT NULL,
	"error" text,
	"stopped" boolean DEFAULT false NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text,
	"action" "conversation_type" DEFAULT 'DEFAULT' NOT NULL,
	"state" "generation_state" DEFAULT 'CREATED' NOT NULL,
	"is_fetching" boolean DEFAULT false NOT NULL,
	"sources_id" uuid,
	"options" jsonb NOT NULL,
	"intent" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"message_content" text,
	"type" "message_type" DEFAULT 'USER_MESSAGE' NOT NULL,
	"sources_id" uuid,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_messages" ADD CONSTRAINT "bot_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD CONSTRAINT "bot_messages_user_message_id_user_messages_id_fk" FOREIGN KEY ("user_message_id") REFERENCES "public"."user_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_messages_user_message_idx" ON "bot_messages" USING btree ("user_message_id");--> statement-breakpoint
CREATE INDEX "bot_messages_fetching_idx" ON "bot_messages" USING btree ("is_fetching");--> statement-breakpoint
CREATE INDEX "conversations_workspace_idx" ON "conversations" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "user_messages_conversation_idx" ON "user_messages" USING btree ("conversation_id","created_at");