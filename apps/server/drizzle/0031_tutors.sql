CREATE TYPE "public"."tutor_detail_level" AS ENUM('NORMAL', 'PRECISE');--> statement-breakpoint
CREATE TYPE "public"."tutor_origin" AS ENUM('TOPIC', 'CHAPTER', 'MATERIALS');--> statement-breakpoint
CREATE TYPE "public"."tutor_session_state" AS ENUM('INITIAL', 'FINALIZATION', 'FINALIZATION_FAILED', 'FINISHED');--> statement-breakpoint
CREATE TYPE "public"."tutor_state" AS ENUM('CREATED', 'INITIAL_PENDING', 'INITIAL_READY', 'INITIAL_FAILED', 'MAIN_PENDING', 'MAIN_READY');--> statement-breakpoint
CREATE TABLE "ai_tutor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"state" "tutor_session_state" DEFAULT 'INITIAL' NOT NULL,
	"detail_level" "tutor_detail_level" NOT NULL,
	"conversation_id" uuid,
	"quiz_id" uuid,
	"quiz_result_id" uuid,
	"score_percent" integer,
	"previous_session_id" uuid,
	"focus" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_tutor_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"podr_subchapter_id" uuid,
	"state" "tutor_state" DEFAULT 'INITIAL_READY' NOT NULL,
	"content" text,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"mastered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_tutors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"origin" "tutor_origin" NOT NULL,
	"temat_id" uuid,
	"rozdzial_id" uuid,
	"sources_id" uuid,
	"przedmiot" text NOT NULL,
	"poziom" text,
	"name" text NOT NULL,
	"description" text,
	"detail_level" "tutor_detail_level" DEFAULT 'NORMAL' NOT NULL,
	"user_comment" text,
	"state" "tutor_state" DEFAULT 'CREATED' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tutor_sessions" ADD CONSTRAINT "ai_tutor_sessions_topic_id_ai_tutor_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."ai_tutor_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tutor_topics" ADD CONSTRAINT "ai_tutor_topics_tutor_id_ai_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."ai_tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_tutor_sessions_topic_idx" ON "ai_tutor_sessions" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tutor_topics_order_idx" ON "ai_tutor_topics" USING btree ("tutor_id","order");--> statement-breakpoint
CREATE INDEX "ai_tutor_topics_user_idx" ON "ai_tutor_topics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_tutors_user_idx" ON "ai_tutors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tutors_workspace_idx" ON "ai_tutors" USING btree ("workspace_id");