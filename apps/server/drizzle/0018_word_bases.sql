CREATE TYPE "public"."exercise_kind" AS ENUM('LUKA', 'TLUMACZENIE', 'FORMA', 'ZDANIE');--> statement-breakpoint
CREATE TYPE "public"."flashcard_kind" AS ENUM('Language', 'Other');--> statement-breakpoint
CREATE TYPE "public"."word_base_state" AS ENUM('CREATED', 'INITIAL_PENDING', 'INITIAL_READY', 'INITIAL_FAILED', 'MAIN_PENDING', 'MAIN_READY');--> statement-breakpoint
CREATE TYPE "public"."word_session_type" AS ENUM('EXERCISE', 'WORD');--> statement-breakpoint
CREATE TABLE "user_fsrs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"fitted_review_count" integer DEFAULT 0 NOT NULL,
	"params" double precision[],
	"fitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "flashcard_kind" NOT NULL,
	"language_code" text,
	"sources_id" uuid,
	"state" "word_base_state" DEFAULT 'INITIAL_READY' NOT NULL,
	"error" text,
	"notice" text,
	"requested_count" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"last_studied_at" timestamp with time zone,
	"usage_reserved_at" timestamp with time zone,
	"usage_released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"word" text NOT NULL,
	"order" integer NOT NULL,
	"kind" "exercise_kind" NOT NULL,
	"polecenie" text NOT NULL,
	"example" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected" text NOT NULL,
	"answer" text,
	"is_correct" boolean,
	"review" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"word_base_id" uuid NOT NULL,
	"session_id" uuid,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_session_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"word" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"word_base_id" uuid NOT NULL,
	"type" "word_session_type" NOT NULL,
	"word_count" integer NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"score" integer,
	"time_seconds" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"word_base_id" uuid NOT NULL,
	"word" text NOT NULL,
	"word_key" text NOT NULL,
	"translation" text NOT NULL,
	"usage_example" text,
	"order" integer NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "word_bases_workspace_idx" ON "word_bases" USING btree ("user_id","workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "word_bases_sources_idx" ON "word_bases" USING btree ("user_id","sources_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_exercises_order_idx" ON "word_exercises" USING btree ("session_id","order");--> statement-breakpoint
CREATE INDEX "word_reviews_word_idx" ON "word_reviews" USING btree ("word_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "word_reviews_user_idx" ON "word_reviews" USING btree ("user_id","word_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "word_session_answers_word_idx" ON "word_session_answers" USING btree ("session_id","word_id");--> statement-breakpoint
CREATE INDEX "word_sessions_base_idx" ON "word_sessions" USING btree ("user_id","word_base_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "words_key_idx" ON "words" USING btree ("word_base_id","word_key");--> statement-breakpoint
CREATE INDEX "words_due_idx" ON "words" USING btree ("word_base_id","due","order");--> statement-breakpoint
CREATE INDEX "words_user_due_idx" ON "words" USING btree ("user_id","due");